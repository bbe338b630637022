/* sigwaitinfo.c -- sigwaitinfo and sigtimedwait: sigwait (signal.c) with
 * the signal's information, and with a timeout (a sleep, alarm.c). */
#include "dios.h"
#include <errno.h>
#include <signal.h>
#include <unistd.h>

/* sigwait that also fills *info (when not NULL) and returns the signal. */
int sigwaitinfo(const sigset_t *restrict set, siginfo_t *restrict info) {
    int sig = 0;
    int r = sigwait(set, &sig);
    if (r)
        return errno = r, -1;
    if (info) {
        __builtin_memset(info, 0, sizeof *info);
        info->si_signo = sig;
        info->si_code = SI_USER;
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
