#ifndef _DIVM_SYS_TIME_H
#define _DIVM_SYS_TIME_H
#include <bits/cdefs.h>
#include <sys/types.h>
#include <time.h>
__DIVM_BEGIN_DECLS

struct timeval {
    time_t tv_sec;
    suseconds_t tv_usec;
};
struct timezone {
    int tz_minuteswest;
    int tz_dsttime;
};

int gettimeofday(struct timeval *__restrict tv, void *__restrict tz);

__DIVM_END_DECLS
/* as glibc's: select and fd_set come with <sys/time.h> */
#include <sys/select.h>
#endif
