/* time.h -- the clock is DiOS's: fixed at start, advanced only by sleeping. */
#ifndef _DIVM_TIME_H
#define _DIVM_TIME_H
#include <bits/cdefs.h>
#include <bits/types.h>
#include <bits/timespec.h>
#define __need_size_t
#define __need_NULL
#include <stddef.h>
__DIVM_BEGIN_DECLS

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
#ifndef __DIVM_PID_T
#define __DIVM_PID_T
typedef __divm_pid_t pid_t;
#endif

struct tm {
    int tm_sec;
    int tm_min;
    int tm_hour;
    int tm_mday;
    int tm_mon;
    int tm_year;
    int tm_wday;
    int tm_yday;
    int tm_isdst;
    long tm_gmtoff;
    const char *tm_zone;
};

struct itimerspec {
    struct timespec it_interval;
    struct timespec it_value;
};

#define CLOCKS_PER_SEC ((clock_t)1000000)
#define TIME_UTC 1
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID 3
#define CLOCK_MONOTONIC_RAW 4
#define CLOCK_REALTIME_COARSE 5
#define CLOCK_MONOTONIC_COARSE 6
#define CLOCK_BOOTTIME 7
#define TIMER_ABSTIME 1

struct sigevent;
int timer_create(clockid_t clock, struct sigevent *__restrict sev, timer_t *__restrict id);
int timer_delete(timer_t id);
int timer_settime(timer_t id, int flags, const struct itimerspec *__restrict value, struct itimerspec *__restrict old);
int timer_gettime(timer_t id, struct itimerspec *value);
int timer_getoverrun(timer_t id);

clock_t clock(void);
double difftime(time_t a, time_t b);
time_t mktime(struct tm *tm);
time_t timegm(struct tm *tm);
time_t timelocal(struct tm *tm);
int dysize(int year);
time_t time(time_t *t);
int timespec_get(struct timespec *ts, int base);
char *asctime(const struct tm *tm);
char *asctime_r(const struct tm *__restrict tm, char *__restrict buf);
char *ctime(const time_t *t);
char *ctime_r(const time_t *t, char *buf);
struct tm *gmtime(const time_t *t);
struct tm *gmtime_r(const time_t *__restrict t, struct tm *__restrict tm);
struct tm *localtime(const time_t *t);
struct tm *localtime_r(const time_t *__restrict t, struct tm *__restrict tm);
size_t strftime(char *__restrict s, size_t n, const char *__restrict fmt, const struct tm *__restrict tm);
char *strptime(const char *__restrict s, const char *__restrict fmt, struct tm *__restrict tm);
/* XSI: the input read with the templates of the file $DATEMSK names */
extern int getdate_err;
struct tm *getdate(const char *string);
#include <bits/locale_t.h>
size_t strftime_l(char *__restrict s, size_t n, const char *__restrict fmt, const struct tm *__restrict tm, locale_t l);
int clock_gettime(clockid_t id, struct timespec *ts);
int clock_getres(clockid_t id, struct timespec *ts);
int clock_getcpuclockid(__divm_pid_t pid, clockid_t *id);
int clock_settime(clockid_t id, const struct timespec *ts);
int clock_nanosleep(clockid_t id, int flags, const struct timespec *req, struct timespec *rem);
int nanosleep(const struct timespec *req, struct timespec *rem);
void tzset(void);
extern char *tzname[2];
extern long timezone;
extern int daylight;

__DIVM_END_DECLS
#endif
