/* sys/syscall.h -- the x86-64 Linux numbers of the system calls that
 * syscall() carries out (libc-shim/src/syscall.c). Only those are
 * defined, so a program that needs another one does not compile, rather
 * than failing at run time. */
#ifndef _DIVM_SYS_SYSCALL_H
#define _DIVM_SYS_SYSCALL_H

#define __NR_read 0
#define __NR_write 1
#define __NR_close 3
#define __NR_sched_yield 24
#define __NR_getpid 39
#define __NR_getppid 110
#define __NR_gettid 186
#define __NR_getrandom 318

#define SYS_read __NR_read
#define SYS_write __NR_write
#define SYS_close __NR_close
#define SYS_sched_yield __NR_sched_yield
#define SYS_getpid __NR_getpid
#define SYS_getppid __NR_getppid
#define SYS_gettid __NR_gettid
#define SYS_getrandom __NR_getrandom

#endif
