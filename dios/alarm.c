/* alarm.c -- SIGALRM from alarm(). Nothing interrupts a running thread, so
 * an armed alarm fires only where the process waits for it: in pause,
 * sigsuspend, or a sleep that lasts past it, or when every thread is
 * blocked (timer.c, __dios_timer_idle, which arming installs as
 * st->idle); so do POSIX timers (timer.c). Sleeping itself is here
 * because a sleep is where an alarm most often fires. */
#include "dios.h"
#include <errno.h>
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>

unsigned alarm(unsigned seconds) {
    struct dios_state *st = __dios_state();
    unsigned left = 0;
    if (st->alarm_ns) {
        uint64_t d = st->alarm_ns > st->clock_ns ? st->alarm_ns - st->clock_ns : 0;
        left = (unsigned)((d + 999999999ull) / 1000000000ull);
        if (left == 0)
            left = 1;
    }
    st->alarm_ns = seconds ? st->clock_ns + (uint64_t)seconds * 1000000000ull : 0;
    st->alarm_every = 0;
    st->idle = __dios_timer_idle;
    return left;
}

/* Advance the clock to an armed alarm and raise SIGALRM (its handler runs,
 * or the default action ends the process). */
int __dios_alarm_fire(void) {
    struct dios_state *st = __dios_state();
    if (!st->alarm_ns)
        return 0;
    if (st->clock_ns < st->alarm_ns)
        st->clock_ns = st->alarm_ns;
    st->alarm_ns = st->alarm_every ? st->clock_ns + st->alarm_every : 0;
    __dios_sig_send(SIGALRM, SI_KERNEL); /* Linux's alarm sends it as the kernel */
    return 1;
}

/* The next thing that happens while the process waits, up to `end`: the
 * alarm (unblocked) or a timer's expiry (timer.c) whose notification is a
 * signal of `sigs` or a thread; a timer due earlier whose signal is
 * blocked is expired first (its signal pending). Returns 0 if nothing is
 * due by `end`, 1 if a signal handler ran, 2 otherwise (the caller lets
 * the other threads run, and asks again). */
static int next_event(uint64_t end, uint64_t sigs) {
    struct dios_state *st = __dios_state();
    uint64_t a = st->alarm_ns && !__dios_blocked(SIGALRM) ? st->alarm_ns : UINT64_MAX;
    uint64_t t = __dios_timer_next(sigs);
    uint64_t first = a < t ? a : t;
    if (first == UINT64_MAX || first > end) /* (nothing armed, or not due) */
        return 0;
    if (a <= t) {
        __dios_alarm_fire();
        return 1;
    }
    /* (all signals counting, t is the earliest expiry: a pending
     * signal's timer counts its overruns up to the end at once) */
    return __dios_timer_fire(sigs == ~0ull ? end : t);
}

/* Sleep for ns; an unblocked alarm, or a timer whose signal has a
 * handler, that falls within the sleep ends it early. Returns the time
 * left (0 if the whole sleep happened). */
uint64_t __dios_sleep(uint64_t ns) {
    __dios_cancel_point(); /* on entry and when it resumes (cancel.c) */
    struct dios_state *st = __dios_state();
    uint64_t end = st->clock_ns + ns;
    for (;;) {
        uint64_t a = st->alarm_ns && !__dios_blocked(SIGALRM) ? st->alarm_ns : UINT64_MAX;
        uint64_t t = __dios_timer_next(~0ull);
        if ((a < t ? a : t) > end)
            break;
        __dios_yield();
        __dios_cancel_point();
        int r = next_event(end, ~0ull);
        st = __dios_state();
        if (r == 1)
            return end > st->clock_ns ? end - st->clock_ns : 0;
        if (r == 0)
            break;
    }
    /* (with nothing armed and no reading to come, the clock's value is
     * never seen again: it stays, clock.c) */
    if (st->alarm_ns || __dios_timer_next(~0ull) != UINT64_MAX || __dios_clock_may_be_read())
        st->clock_ns = end;
    __dios_yield();
    __dios_cancel_point();
    return 0;
}

/* pause returns (EINTR) only after a handler ran: the alarm or a timer
 * (timer.c) fires, or another thread's pthread_kill (signal.c). Entering
 * it is a visible action, ordered with pthread_kill's: a signal may come
 * between a program's test of a flag its handler sets and the pause, and
 * then pause waits for the next one (the classic lost wake-up). */
int pause(void) {
    __dios_visible_entry(__dios_state()->thread_table_token, 1);
    for (;;) {
        int r = next_event(UINT64_MAX, ~__dios_self()->sigmask);
        if (r == 1) {
            errno = EINTR;
            return -1;
        }
        if (r == 0)
            break;
        __dios_yield(); /* (a timer started a thread, or left its signal pending) */
        __dios_cancel_point();
    }
    for (;;) { /* (a handler that runs while every thread is blocked: timer.c) */
        __dios_cancel_point();
        __dios_wait(DIOS_W_FOREVER, NULL, 1, "pause", 0);
        if (__dios_intr_take(__dios_self())) {
            errno = EINTR;
            return -1;
        }
    }
}

/* Wait with `mask` in place: a pending signal it unblocks is delivered at
 * once (and sigsuspend fails with EINTR); otherwise the next alarm or
 * timer expiry (as in pause) comes; if none can, nothing can arrive. */
int sigsuspend(const sigset_t *mask) {
    uint64_t saved = __dios_sigmask_swap(mask->__val[0]);
    for (;;) {
        if (__dios_sig_ready()) {
            __dios_deliver_pending();
            break;
        }
        int r = next_event(UINT64_MAX, ~__dios_self()->sigmask);
        if (r == 1)
            break;
        if (r == 0) {
            for (;;) { /* (as in pause) */
                __dios_cancel_point();
                __dios_wait(DIOS_W_FOREVER, NULL, 1, "sigsuspend", 0);
                if (__dios_intr_take(__dios_self()))
                    break;
            }
            break;
        }
        __dios_yield();
        __dios_cancel_point();
    }
    __dios_self()->sigmask = saved;
    __dios_deliver_pending();
    errno = EINTR;
    return -1;
}

static int tv_valid(const struct timeval *tv) { return tv->tv_sec >= 0 && tv->tv_usec >= 0 && tv->tv_usec < 1000000; }
static uint64_t tv_ns(const struct timeval *tv) { return (uint64_t)tv->tv_sec * 1000000000ull + (uint64_t)tv->tv_usec * 1000ull; }

/* ns as a timeval, rounded up to a microsecond (a timer never reads 0
 * while armed). */
static struct timeval ns_tv(uint64_t ns) {
    uint64_t us = (ns + 999) / 1000;
    return (struct timeval){(time_t)(us / 1000000), (suseconds_t)(us % 1000000)};
}

/* The CPU-time timers: kept for getitimer, never fire (no CPU time is
 * modelled). */
static struct itimerval cpu_timers[2];

int getitimer(int which, struct itimerval *cur) {
    if (which == ITIMER_VIRTUAL || which == ITIMER_PROF) {
        *cur = cpu_timers[which - 1];
        return 0;
    }
    if (which != ITIMER_REAL)
        return errno = EINVAL, -1;
    struct dios_state *st = __dios_state();
    cur->it_interval = ns_tv(st->alarm_every);
    cur->it_value = ns_tv(st->alarm_ns > st->clock_ns ? st->alarm_ns - st->clock_ns : st->alarm_ns ? 1 : 0);
    return 0;
}

int setitimer(int which, const struct itimerval *restrict val, struct itimerval *restrict old) {
    if (which < ITIMER_REAL || which > ITIMER_PROF || !tv_valid(&val->it_value) || !tv_valid(&val->it_interval))
        return errno = EINVAL, -1;
    if (old)
        getitimer(which, old);
    if (which != ITIMER_REAL) {
        cpu_timers[which - 1] = *val;
        if (!tv_ns(&val->it_value))
            cpu_timers[which - 1].it_interval = (struct timeval){0, 0};
        return 0;
    }
    struct dios_state *st = __dios_state();
    uint64_t v = tv_ns(&val->it_value);
    st->alarm_ns = v ? st->clock_ns + v : 0;
    st->alarm_every = v ? tv_ns(&val->it_interval) : 0;
    st->idle = __dios_timer_idle;
    return 0;
}
