/* sys/resource.h -- resource limits and usage (Linux's numbering). Limits
 * can be read and lowered; nothing enforces them. */
#ifndef _DIVM_SYS_RESOURCE_H
#define _DIVM_SYS_RESOURCE_H
#include <bits/cdefs.h>
#include <bits/types.h>
#include <sys/time.h>
__DIVM_BEGIN_DECLS
#ifndef __DIVM_ID_T
#define __DIVM_ID_T
typedef __divm_id_t id_t;
#endif
typedef unsigned long rlim_t;
#define RLIM_INFINITY (~0UL)
#define RLIM_SAVED_MAX RLIM_INFINITY
#define RLIM_SAVED_CUR RLIM_INFINITY
#define RLIMIT_CPU 0
#define RLIMIT_FSIZE 1
#define RLIMIT_DATA 2
#define RLIMIT_STACK 3
#define RLIMIT_CORE 4
#define RLIMIT_RSS 5
#define RLIMIT_NPROC 6
#define RLIMIT_NOFILE 7
#define RLIMIT_MEMLOCK 8
#define RLIMIT_AS 9
#define RLIM_NLIMITS 16
#define RUSAGE_SELF 0
#define RUSAGE_CHILDREN (-1)
#define RUSAGE_THREAD 1
#define PRIO_PROCESS 0
#define PRIO_PGRP 1
#define PRIO_USER 2
struct rlimit {
    rlim_t rlim_cur;
    rlim_t rlim_max;
};
struct rusage {
    struct timeval ru_utime;
    struct timeval ru_stime;
    long ru_maxrss, ru_ixrss, ru_idrss, ru_isrss, ru_minflt, ru_majflt, ru_nswap, ru_inblock, ru_oublock, ru_msgsnd,
        ru_msgrcv, ru_nsignals, ru_nvcsw, ru_nivcsw;
};
int getrlimit(int resource, struct rlimit *rl);
int setrlimit(int resource, const struct rlimit *rl);
int getrusage(int who, struct rusage *ru);
int getpriority(int which, id_t who);
int setpriority(int which, id_t who, int prio);
/* The large-file names: off_t is already 64 bits. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define rlimit64 rlimit
#define getrlimit64 getrlimit
#define setrlimit64 setrlimit
#define rlim64_t rlim_t
#endif

__DIVM_END_DECLS
#endif
