/* sigwaitinfo.c -- sigwait, and sigwaitinfo and sigtimedwait: sigwait with
 * the signal's information, and with a timeout (a sleep, alarm.c). Here,
 * not in signal.c, because a POSIX timer (timer.c, which raises signals
 * through signal.c) may be what sends the signal waited for. */
#include "dios.h"
#include <errno.h>
#include <signal.h>
#include <unistd.h>

/* Take a pending signal of `set`. With none, the next expiry of a timer
 * (timer.c) that sends one of them, or whose notification can run
 * meanwhile (a thread, an unblocked signal's handler), comes; with no
 * such timer it waits (DIOS_W_SIGWAIT) until an expiry while every thread
 * is blocked makes one of them pending (the alarm's too). */
int sigwait(const sigset_t *set, int *sig) {
    uint64_t want = set->__val[0] & ~(1ull << (SIGKILL - 1) | 1ull << (SIGSTOP - 1));
    if (!want)
        return EINVAL;
    for (;;) {
        sigset_t p;
        sigpending(&p); /* (makes st->sigs) */
        uint64_t ready = p.__val[0] & want;
        if (ready) {
            int n = __builtin_ctzll(ready) + 1;
            __dios_state()->sigs->pending &= ~(1ull << (n - 1));
            *sig = n;
            return 0;
        }
        uint64_t t = __dios_timer_next(want | ~__dios_self()->sigmask);
        if (t != UINT64_MAX && __dios_timer_fire(t)) {
            __dios_yield();
            __dios_cancel_point();
            continue;
        }
        /* nothing due that it can take: only an expiry while every thread
         * is blocked (timer.c, which wakes it with the signal pending) or a
         * cancellation ends the wait */
        __dios_cancel_point(); /* cancel.c */
        __dios_wait(DIOS_W_SIGWAIT, NULL, want, "sigwait", 0);
        __dios_cancel_point();
    }
}

/* sigwait that also fills *info (when not NULL) and returns the signal. */
int sigwaitinfo(const sigset_t *restrict set, siginfo_t *restrict info) {
    int sig = 0;
    int r = sigwait(set, &sig);
    if (r)
        return errno = r, -1;
    if (info) {
        __builtin_memset(info, 0, sizeof *info);
        info->si_signo = sig;
        /* the sending's code (sigwait left it); glibc folds raise's
         * SI_TKILL into SI_USER here */
        int code = __dios_state()->sigs->code[sig];
        info->si_code = code == SI_TKILL ? SI_USER : code;
        info->si_pid = getpid();
    }
    return sig;
}

/* Is a signal of `set` pending? */
static int pending_in(const sigset_t *set) {
    sigset_t p;
    sigpending(&p);
    return (p.__val[0] & set->__val[0]) != 0;
}

/* A pending signal of `set` is taken at once. Otherwise only an alarm can
 * come (signals are raised synchronously): the thread sleeps for the
 * timeout, as nanosleep does, then takes what is pending or fails with
 * EAGAIN (EINTR if the alarm's handler ran). */
int sigtimedwait(const sigset_t *restrict set, siginfo_t *restrict info, const struct timespec *restrict timeout) {
    sigset_t want = *set;
    sigdelset(&want, SIGKILL);
    sigdelset(&want, SIGSTOP);
    if (!want.__val[0])
        return errno = EINVAL, -1;
    if (!pending_in(&want)) {
        if (!timeout)
            return sigwaitinfo(set, info);
        if (timeout->tv_sec < 0 || timeout->tv_nsec < 0 || timeout->tv_nsec >= 1000000000)
            return errno = EINVAL, -1;
        uint64_t left = __dios_sleep((uint64_t)timeout->tv_sec * 1000000000ull + (uint64_t)timeout->tv_nsec);
        if (!pending_in(&want))
            return errno = left ? EINTR : EAGAIN, -1;
    }
    return sigwaitinfo(set, info);
}
