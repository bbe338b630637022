// si_code an SA_SIGINFO handler sees: SI_TKILL for raise and pthread_kill (glibc sends them with tgkill), SI_USER for kill, SI_QUEUE for sigqueue, SI_KERNEL for the alarm's SIGALRM, SI_USER for SIGPIPE; a signal left pending keeps its code, and sigwaitinfo reports it (glibc folds SI_TKILL into SI_USER there).
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t code = 99, hits;

static void on(int sig, siginfo_t *si, void *ctx) {
    (void)sig, (void)ctx;
    code = si->si_code;
    hits++;
}

static void show(const char *what) {
    printf("%-22s hits %d si_code %d\n", what, (int)hits, (int)code);
    code = 99;
    hits = 0;
}

int main(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGUSR1, &sa, NULL);
    sigaction(SIGALRM, &sa, NULL);
    sigaction(SIGPIPE, &sa, NULL);

    raise(SIGUSR1);
    show("raise");
    kill(getpid(), SIGUSR1);
    show("kill");
    pthread_kill(pthread_self(), SIGUSR1);
    show("pthread_kill");
    union sigval v = {.sival_int = 5};
    sigqueue(getpid(), SIGUSR1, v);
    show("sigqueue");

    alarm(1);
    pause();
    show("alarm");

    int p[2];
    pipe(p);
    close(p[0]);
    write(p[1], "x", 1);
    show("SIGPIPE");
    close(p[1]);

    /* left pending while blocked: delivered with its code */
    sigset_t set, old;
    sigemptyset(&set);
    sigaddset(&set, SIGUSR1);
    sigprocmask(SIG_BLOCK, &set, &old);
    raise(SIGUSR1);
    sigprocmask(SIG_SETMASK, &old, NULL);
    show("pending raise");
    sigprocmask(SIG_BLOCK, &set, &old);
    sigqueue(getpid(), SIGUSR1, v);
    sigprocmask(SIG_SETMASK, &old, NULL);
    show("pending sigqueue");

    sigprocmask(SIG_BLOCK, &set, &old);
    siginfo_t si;
    raise(SIGUSR1);
    int s = sigwaitinfo(&set, &si);
    printf("sigwaitinfo raise: %d %d\n", s == SIGUSR1, si.si_code);
    kill(getpid(), SIGUSR1);
    s = sigwaitinfo(&set, &si);
    printf("sigwaitinfo kill: %d %d\n", s == SIGUSR1, si.si_code);
    sigqueue(getpid(), SIGUSR1, v);
    s = sigwaitinfo(&set, &si);
    printf("sigwaitinfo sigqueue: %d %d\n", s == SIGUSR1, si.si_code);
    return 0;
}
