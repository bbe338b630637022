// Time passes while the only thread is blocked: a read of an empty pipe
// is interrupted by an ITIMER_REAL expiry whose handler has no
// SA_RESTART (EINTR); a POSIX timer due earlier whose signal is blocked
// leaves it pending on the way; a second read, with SA_RESTART, is
// interrupted by a SIGEV_SIGNAL timer whose handler writes to the pipe,
// and then returns that byte; poll is interrupted whatever the flags.
// Output compared with the native run.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static int p[2];
static volatile sig_atomic_t alarms, usr2;

static void on_alarm(int sig) {
    (void)sig;
    alarms++;
}

static void on_usr2(int sig, siginfo_t *si, void *ctx) {
    (void)sig, (void)ctx;
    usr2 = si->si_code == SI_TIMER ? si->si_value.sival_int : -1;
    (void)write(p[1], "z", 1);
}

int main(void) {
    if (pipe(p))
        return 1;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm; /* no SA_RESTART */
    sigaction(SIGALRM, &sa, NULL);
    sigset_t usr1;
    sigemptyset(&usr1);
    sigaddset(&usr1, SIGUSR1);
    sigprocmask(SIG_BLOCK, &usr1, NULL);
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_SIGNAL;
    sev.sigev_signo = SIGUSR1;
    timer_t quiet;
    timer_create(CLOCK_MONOTONIC, &sev, &quiet);
    struct itimerspec q = {{0, 0}, {0, 20000000}};
    timer_settime(quiet, 0, &q, NULL);
    struct itimerval it = {{0, 0}, {0, 60000}};
    setitimer(ITIMER_REAL, &it, NULL);
    char c;
    ssize_t r = read(p[0], &c, 1);
    int e = errno;
    sigset_t pend;
    sigpending(&pend);
    printf("read: %zd %s, alarms %d, SIGUSR1 pending %d\n", r, e == EINTR ? "EINTR" : "?", alarms,
           sigismember(&pend, SIGUSR1));

    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_usr2;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigaction(SIGUSR2, &sa, NULL);
    sev.sigev_signo = SIGUSR2;
    sev.sigev_value.sival_int = 42;
    timer_t loud;
    timer_create(CLOCK_MONOTONIC, &sev, &loud);
    struct itimerspec l = {{0, 0}, {0, 30000000}};
    timer_settime(loud, 0, &l, NULL);
    r = read(p[0], &c, 1);
    printf("read: %zd '%c', usr2 %d\n", r, r == 1 ? c : '?', usr2);

    timer_settime(loud, 0, &l, NULL);
    struct pollfd pf = {p[0], POLLIN, 0};
    int n = poll(&pf, 1, -1);
    e = errno;
    printf("poll: %d %s\n", n, n < 0 && e == EINTR ? "EINTR" : "");
    r = read(p[0], &c, 1);
    printf("read: %zd '%c'\n", r, r == 1 ? c : '?');
    return 0;
}
