/* time.c -- the clock. It starts at a fixed time; sleeping advances it by
 * exactly the time slept (and is a scheduling point), and every reading
 * advances it non-deterministically by 1 ms or by 1 s first, so that
 * readings strictly increase, two readings of time() may or may not fall in
 * the same second, and code that measures elapsed time sees both short and
 * long intervals. Sleeps are __dios_sleep (alarm.c): an alarm fires within a
 * sleep that reaches it. Once nothing can observe the clock any more, a
 * sleep leaves it as it is (clock.c). */
#include "dios.h"
#include <errno.h>
#include <sys/time.h>
#include <sys/timeb.h>
#include <time.h>
#include <unistd.h>

#define EPOCH_S DIOS_EPOCH_S
#define NS 1000000000ull

/* Each reading is a choice: 0 advances 1 ms (what `divm run` does), 1
 * advances 1 s. */
static uint64_t now(clockid_t id) {
    uint64_t t = __dios_clock() + (__vm_choose(2) ? NS : NS / 1000);
    __dios_state()->clock_ns = t;
    return id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE ? t + EPOCH_S * NS : t;
}

/* The time-stamp counter (__rdtsc, __rdtscp, __builtin_readcyclecounter:
 * lowering sends those intrinsics here): the cycles of a 1 GHz clock, the
 * monotonic clock's nanoseconds. A reading advances the clock by 1 us and
 * chooses nothing, unlike now(): readings strictly increase, and a timing
 * loop does not double the states at every reading. */
uint64_t __dios_rdtsc(void) {
    uint64_t t = __dios_clock() + 1000;
    __dios_state()->clock_ns = t;
    return t;
}

/* (__rdtscp's result: the counter and the processor's TSC_AUX, 0) */
struct dios_tscp {
    uint64_t tsc;
    uint32_t aux;
};

struct dios_tscp __dios_rdtscp(void) {
    struct dios_tscp r = {__dios_rdtsc(), 0};
    return r;
}

static int valid(const struct timespec *ts) { return ts && ts->tv_sec >= 0 && ts->tv_nsec >= 0 && ts->tv_nsec < (long)NS; }

time_t time(time_t *t) {
    time_t s = (time_t)(now(CLOCK_REALTIME) / NS);
    if (t)
        *t = s;
    return s;
}

clock_t clock(void) { return (clock_t)(now(CLOCK_MONOTONIC) / 1000); }

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

/* The process's CPU-time clock (pid 0 or the process itself). */
int clock_getcpuclockid(pid_t pid, clockid_t *id) {
    if (pid != 0 && pid != getpid())
        return ESRCH;
    *id = CLOCK_PROCESS_CPUTIME_ID;
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

int ftime(struct timeb *tp) {
    uint64_t t = now(CLOCK_REALTIME);
    tp->time = (time_t)(t / NS);
    tp->millitm = (unsigned short)(t % NS / 1000000);
    tp->timezone = 0;
    tp->dstflag = 0;
    return 0;
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
    if (!valid(req)) {
        errno = EINVAL;
        return -1;
    }
    uint64_t left = __dios_sleep((uint64_t)req->tv_sec * NS + (uint64_t)req->tv_nsec);
    if (left) {
        if (rem) {
            rem->tv_sec = (time_t)(left / NS);
            rem->tv_nsec = (long)(left % NS);
        }
        errno = EINTR;
        return -1;
    }
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
    uint64_t left = __dios_sleep(t);
    if (left) {
        if (rem && !(flags & TIMER_ABSTIME)) {
            rem->tv_sec = (time_t)(left / NS);
            rem->tv_nsec = (long)(left % NS);
        }
        return EINTR;
    }
    return 0;
}

/* The whole seconds not slept if an alarm interrupted (glibc truncates). */
unsigned sleep(unsigned seconds) {
    uint64_t left = __dios_sleep((uint64_t)seconds * NS);
    return (unsigned)(left / NS);
}

int usleep(useconds_t usec) {
    if (__dios_sleep((uint64_t)usec * 1000)) {
        errno = EINTR;
        return -1;
    }
    return 0;
}
