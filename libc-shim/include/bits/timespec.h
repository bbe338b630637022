/* struct timespec, shared by time.h, sched.h, pthread.h, semaphore.h. */
#ifndef _DIVM_BITS_TIMESPEC_H
#define _DIVM_BITS_TIMESPEC_H
#include <bits/types.h>

#ifndef __DIVM_TIME_T
#define __DIVM_TIME_T
typedef __divm_time_t time_t;
#endif

struct timespec {
    time_t tv_sec;
    long tv_nsec;
};

#endif
