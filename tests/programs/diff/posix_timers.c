// POSIX timers on one thread: SIGEV_SIGNAL (a handler sees SI_TIMER and the
// sigev_value; the expiry ends a sleep early with EINTR), a periodic timer
// caught by pause, disarming, timer_gettime's view, SIGEV_NONE with a
// relative and an absolute time already past, overruns while the signal is
// blocked (then taken by sigwait), a SIGEV_THREAD notification, and the
// errors; output compared with the native run.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t hits, last_code, last_value;
static atomic_int thread_value;

static void on_timer(int sig, siginfo_t *si, void *ctx) {
    (void)sig, (void)ctx;
    hits++;
    last_code = si->si_code;
    last_value = si->si_value.sival_int;
}

static void notified(union sigval v) { atomic_store(&thread_value, v.sival_int); }

static struct itimerspec its(long value_ms, long interval_ms) {
    struct itimerspec t;
    t.it_value.tv_sec = value_ms / 1000;
    t.it_value.tv_nsec = value_ms % 1000 * 1000000;
    t.it_interval.tv_sec = interval_ms / 1000;
    t.it_interval.tv_nsec = interval_ms % 1000 * 1000000;
    return t;
}

int main(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_timer;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGUSR1, &sa, NULL);

    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_SIGNAL;
    sev.sigev_signo = SIGUSR1;
    sev.sigev_value.sival_int = 42;
    timer_t t;
    printf("create: %d\n", timer_create(CLOCK_MONOTONIC, &sev, &t));
    struct itimerspec v = its(50, 0), cur;
    printf("settime: %d\n", timer_settime(t, 0, &v, NULL));
    timer_gettime(t, &cur);
    printf("armed: %d, interval 0: %d\n", cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec > 0 && cur.it_value.tv_nsec <= 50000000,
           cur.it_interval.tv_sec == 0 && cur.it_interval.tv_nsec == 0);
    struct timespec nap = {2, 0}, rem = {0, 0};
    int r = nanosleep(&nap, &rem);
    printf("sleep cut short: %d %s, left over a second: %d\n", r, r ? strerror(errno) : "", rem.tv_sec >= 1);
    printf("handler: hits %d, SI_TIMER %d, value %d\n", (int)hits, last_code == SI_TIMER, (int)last_value);
    timer_gettime(t, &cur);
    printf("one-shot disarmed: %d\n", cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec == 0);

    v = its(10, 10);
    timer_settime(t, 0, &v, NULL);
    for (int i = 0; i < 3; i++)
        pause();
    printf("periodic: hits %d\n", (int)hits);
    struct itimerspec old;
    v = its(0, 0);
    timer_settime(t, 0, &v, &old);
    printf("old interval 10 ms: %d\n", old.it_interval.tv_sec == 0 && old.it_interval.tv_nsec == 10000000);
    timer_gettime(t, &cur);
    printf("disarmed: %d %d\n", cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec == 0, cur.it_interval.tv_nsec == 0);

    /* overruns while the signal is blocked; sigwait takes it */
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGUSR1);
    sigprocmask(SIG_BLOCK, &set, NULL);
    v = its(1, 1);
    timer_settime(t, 0, &v, NULL);
    nap.tv_sec = 0;
    nap.tv_nsec = 30000000;
    printf("blocked sleep: %d\n", nanosleep(&nap, NULL));
    int sig = 0;
    printf("sigwait: %d, SIGUSR1 %d\n", sigwait(&set, &sig), sig == SIGUSR1);
    printf("overruns: %d\n", timer_getoverrun(t) > 0);
    printf("delete: %d\n", timer_delete(t));
    errno = 0;
    printf("deleted gettime: %d %s\n", timer_gettime(t, &cur), strerror(errno));
    sigprocmask(SIG_UNBLOCK, &set, NULL);

    /* SIGEV_NONE: nobody is told, gettime shows the time left */
    timer_t n;
    sev.sigev_notify = SIGEV_NONE;
    timer_create(CLOCK_REALTIME, &sev, &n);
    v = its(1000, 0);
    timer_settime(n, 0, &v, NULL);
    timer_gettime(n, &cur);
    printf("none armed: %d\n", cur.it_value.tv_sec == 1 || (cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec > 0));
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    v.it_value.tv_sec = now.tv_sec - 5;
    v.it_value.tv_nsec = 0;
    printf("abstime past: %d\n", timer_settime(n, TIMER_ABSTIME, &v, NULL));
    timer_gettime(n, &cur);
    printf("expired at once: %d\n", cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec == 0);
    timer_delete(n);

    /* SIGEV_THREAD */
    sev.sigev_notify = SIGEV_THREAD;
    sev.sigev_notify_function = notified;
    sev.sigev_value.sival_int = 7;
    timer_create(CLOCK_MONOTONIC, &sev, &n);
    v = its(5, 0);
    timer_settime(n, 0, &v, NULL);
    nap.tv_nsec = 1000000;
    while (!atomic_load(&thread_value))
        nanosleep(&nap, NULL);
    printf("thread notified: %d\n", atomic_load(&thread_value));
    timer_delete(n);

    /* errors */
    errno = 0;
    printf("bad clock: %d %s\n", timer_create(12345, NULL, &n), strerror(errno));
    sev.sigev_notify = 99;
    errno = 0;
    printf("bad notify: %d %s\n", timer_create(CLOCK_MONOTONIC, &sev, &n), strerror(errno));
    sev.sigev_notify = SIGEV_SIGNAL;
    sev.sigev_signo = 0;
    errno = 0;
    printf("bad signal: %d %s\n", timer_create(CLOCK_MONOTONIC, &sev, &n), strerror(errno));
    timer_create(CLOCK_MONOTONIC, NULL, &n);
    v = its(0, 0);
    v.it_value.tv_nsec = 1000000000;
    errno = 0;
    printf("bad time: %d %s\n", timer_settime(n, 0, &v, NULL), strerror(errno));
    timer_delete(n);
    return 0;
}
