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

/* Interval timers: ITIMER_REAL is alarm's timer (it fires when the
 * process waits for it, as alarm does); the CPU-time timers are kept but
 * never fire. */
#define ITIMER_REAL 0
#define ITIMER_VIRTUAL 1
#define ITIMER_PROF 2
struct itimerval {
    struct timeval it_interval;
    struct timeval it_value;
};
int getitimer(int which, struct itimerval *cur);
int setitimer(int which, const struct itimerval *__restrict val, struct itimerval *__restrict old);
/* Times are not recorded (stat reports 0): these check their arguments. */
int utimes(const char *path, const struct timeval times[2]);
int futimes(int fd, const struct timeval times[2]);

__DIVM_END_DECLS
/* as glibc's: select and fd_set come with <sys/time.h> */
#include <sys/select.h>
#endif
