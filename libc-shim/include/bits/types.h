/* Reserved-name base types shared by the public headers (x86-64 LP64,
 * matching glibc's ABI so that sizes agree with natively compiled code). */
#ifndef _DIVM_BITS_TYPES_H
#define _DIVM_BITS_TYPES_H

typedef long __divm_ssize_t;
typedef long __divm_off_t;
typedef int __divm_pid_t;
typedef unsigned __divm_uid_t;
typedef unsigned __divm_gid_t;
typedef unsigned __divm_mode_t;
typedef unsigned long __divm_dev_t;
typedef unsigned long __divm_ino_t;
typedef unsigned long __divm_nlink_t;
typedef long __divm_blksize_t;
typedef long __divm_blkcnt_t;
typedef long __divm_time_t;
typedef long __divm_clock_t;
typedef int __divm_clockid_t;
typedef unsigned __divm_useconds_t;
typedef long __divm_suseconds_t;
typedef unsigned __divm_id_t;
typedef int __divm_key_t;
typedef void *__divm_timer_t;

#endif
