/* time.c -- a deterministic clock: it starts at a fixed time and advances
 * only when a thread sleeps (sleeping is also a scheduling point). */
#include "dios.h"
#include <errno.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define EPOCH_S 1700000000ull /* CLOCK_REALTIME at boot */
#define NS 1000000000ull

static uint64_t now(clockid_t id) {
    uint64_t t = __dios_state()->clock_ns;
    return id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE ? t + EPOCH_S * NS : t;
}

static void sleep_ns(uint64_t ns) {
    __dios_state()->clock_ns += ns;
    __dios_yield();
}

static int valid(const struct timespec *ts) { return ts && ts->tv_sec >= 0 && ts->tv_nsec >= 0 && ts->tv_nsec < (long)NS; }

time_t time(time_t *t) {
    time_t s = (time_t)(now(CLOCK_REALTIME) / NS);
    if (t)
        *t = s;
    return s;
}

clock_t clock(void) { return (clock_t)(__dios_state()->clock_ns / 1000); }

int clock_gettime(clockid_t id, struct timespec *ts) {
    if (id < 0 || id > CLOCK_BOOTTIME) {
        errno = EINVAL;
        return -1;
    }
    uint64_t t = now(id);
    ts->tv_sec = (time_t)(t / NS);
    ts->tv_nsec = (long)(t % NS);
    return 0;
}

int clock_getres(clockid_t id, struct timespec *ts) {
    if (id < 0 || id > CLOCK_BOOTTIME) {
        errno = EINVAL;
        return -1;
    }
    if (ts) {
        ts->tv_sec = 0;
        ts->tv_nsec = 1;
    }
    return 0;
}

int clock_settime(clockid_t id, const struct timespec *ts) {
    (void)id, (void)ts;
    errno = EPERM;
    return -1;
}

int timespec_get(struct timespec *ts, int base) {
    if (base != TIME_UTC)
        return 0;
    clock_gettime(CLOCK_REALTIME, ts);
    return base;
}

int gettimeofday(struct timeval *tv, void *tz) {
    (void)tz;
    if (tv) {
        uint64_t t = now(CLOCK_REALTIME);
        tv->tv_sec = (time_t)(t / NS);
        tv->tv_usec = (suseconds_t)(t % NS / 1000);
    }
    return 0;
}

int nanosleep(const struct timespec *req, struct timespec *rem) {
    (void)rem;
    if (!valid(req)) {
        errno = EINVAL;
        return -1;
    }
    sleep_ns((uint64_t)req->tv_sec * NS + (uint64_t)req->tv_nsec);
    return 0;
}

int clock_nanosleep(clockid_t id, int flags, const struct timespec *req, struct timespec *rem) {
    (void)rem;
    if (!valid(req))
        return EINVAL;
    uint64_t t = (uint64_t)req->tv_sec * NS + (uint64_t)req->tv_nsec;
    if (flags & TIMER_ABSTIME) {
        uint64_t n = now(id);
        t = t > n ? t - n : 0;
    }
    sleep_ns(t);
    return 0;
}

unsigned sleep(unsigned seconds) {
    sleep_ns((uint64_t)seconds * NS);
    return 0;
}

int usleep(useconds_t usec) {
    sleep_ns((uint64_t)usec * 1000);
    return 0;
}
