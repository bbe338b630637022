// sigwait for a timer's signal after the timer was disarmed: no expiry can
// send it, so the wait never ends (a deadlock naming sigwait). Before the
// disarm, the same sigwait returns.
// EXPECT: error deadlock
// TAGS: threads timer signal deadlock
#define _GNU_SOURCE
#include <assert.h>
#include <signal.h>
#include <time.h>

int main(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGRTMIN);
    sigprocmask(SIG_BLOCK, &set, NULL);
    struct sigevent sev = {0};
    sev.sigev_notify = SIGEV_SIGNAL;
    sev.sigev_signo = SIGRTMIN;
    timer_t t;
    assert(timer_create(CLOCK_REALTIME, &sev, &t) == 0);
    struct itimerspec v = {{0, 0}, {1, 0}};
    timer_settime(t, 0, &v, NULL);
    int sig = 0;
    assert(sigwait(&set, &sig) == 0 && sig == SIGRTMIN);
    timer_settime(t, 0, &v, NULL);
    struct itimerspec off = {{0, 0}, {0, 0}};
    timer_settime(t, 0, &off, NULL);
    sigwait(&set, &sig); // ERROR
    return 0;
}
