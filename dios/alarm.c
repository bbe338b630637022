/* alarm.c -- SIGALRM from alarm(). Nothing interrupts a running thread, so
 * an armed alarm fires only where the process waits for it: in pause,
 * sigsuspend, or a sleep that lasts past it. Sleeping itself is here
 * because a sleep is where an alarm most often fires. */
#include "dios.h"
#include <errno.h>
#include <signal.h>
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
    st->alarm_ns = 0;
    raise(SIGALRM);
    return 1;
}

/* Sleep for ns; an unblocked alarm that falls within the sleep ends it
 * early. Returns the time left (0 if the whole sleep happened). */
uint64_t __dios_sleep(uint64_t ns) {
    __dios_cancel_point(); /* on entry and when it resumes (cancel.c) */
    struct dios_state *st = __dios_state();
    uint64_t end = st->clock_ns + ns;
    if (st->alarm_ns && st->alarm_ns <= end && !__dios_blocked(SIGALRM)) {
        __dios_yield();
        __dios_cancel_point();
        __dios_alarm_fire();
        st = __dios_state();
        return end > st->clock_ns ? end - st->clock_ns : 0;
    }
    st->clock_ns = end;
    __dios_yield();
    __dios_cancel_point();
    return 0;
}

/* pause returns (EINTR) only after a handler ran: with an alarm armed, the
 * alarm fires; otherwise nothing can ever arrive. */
int pause(void) {
    if (!__dios_blocked(SIGALRM) && __dios_alarm_fire()) {
        errno = EINTR;
        return -1;
    }
    for (;;) {
        __dios_cancel_point();
        __dios_wait(DIOS_W_FOREVER, NULL, 0, "pause", 0);
    }
}

/* Wait with `mask` in place: a pending signal it unblocks is delivered at
 * once (and sigsuspend fails with EINTR); otherwise nothing can arrive. */
int sigsuspend(const sigset_t *mask) {
    uint64_t saved = __dios_sigmask_swap(mask->__val[0]);
    if (!__dios_blocked(SIGALRM))
        __dios_alarm_fire(); /* an armed alarm is the next thing to happen */
    if (__dios_sig_ready()) {
        __dios_deliver_pending();
        __dios_self()->sigmask = saved;
        __dios_deliver_pending();
        errno = EINTR;
        return -1;
    }
    for (;;) {
        __dios_cancel_point();
        __dios_wait(DIOS_W_FOREVER, NULL, 0, "sigsuspend", 0);
    }
}
