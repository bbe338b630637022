#ifndef _DIVM_SYS_TYPES_H
#define _DIVM_SYS_TYPES_H
#include <bits/types.h>
#include <bits/pthreadtypes.h>
#include <stdint.h>
#define __need_size_t
#include <stddef.h>

#ifndef __DIVM_SSIZE_T
#define __DIVM_SSIZE_T
typedef __divm_ssize_t ssize_t;
#endif
#ifndef __DIVM_OFF_T
#define __DIVM_OFF_T
typedef __divm_off_t off_t;
#endif
#ifndef __DIVM_PID_T
#define __DIVM_PID_T
typedef __divm_pid_t pid_t;
#endif
#ifndef __DIVM_UID_T
#define __DIVM_UID_T
typedef __divm_uid_t uid_t;
#endif
#ifndef __DIVM_GID_T
#define __DIVM_GID_T
typedef __divm_gid_t gid_t;
#endif
#ifndef __DIVM_MODE_T
#define __DIVM_MODE_T
typedef __divm_mode_t mode_t;
#endif
#ifndef __DIVM_TIME_T
#define __DIVM_TIME_T
typedef __divm_time_t time_t;
#endif
#ifndef __DIVM_CLOCK_T
#define __DIVM_CLOCK_T
typedef __divm_clock_t clock_t;
#endif
#ifndef __DIVM_CLOCKID_T
#define __DIVM_CLOCKID_T
typedef __divm_clockid_t clockid_t;
#endif
#ifndef __DIVM_TIMER_T
#define __DIVM_TIMER_T
typedef __divm_timer_t timer_t;
#endif
#ifndef __DIVM_USECONDS_T
#define __DIVM_USECONDS_T
typedef __divm_useconds_t useconds_t;
#endif
#ifndef __DIVM_SUSECONDS_T
#define __DIVM_SUSECONDS_T
typedef __divm_suseconds_t suseconds_t;
#endif
typedef __divm_dev_t dev_t;
typedef __divm_ino_t ino_t;
typedef __divm_nlink_t nlink_t;
typedef __divm_blksize_t blksize_t;
typedef __divm_blkcnt_t blkcnt_t;
typedef __divm_id_t id_t;
typedef __divm_key_t key_t;

typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef uint8_t u_int8_t;
typedef uint16_t u_int16_t;
typedef uint32_t u_int32_t;
typedef uint64_t u_int64_t;

/* The large-file names: off_t is already 64 bits. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
typedef __divm_off_t off64_t;
typedef __divm_ino_t ino64_t;
typedef __divm_blkcnt_t blkcnt64_t;
#endif

#endif
