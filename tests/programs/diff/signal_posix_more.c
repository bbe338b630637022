// signal.h beyond the basics: sigqueue (an SA_SIGINFO handler sees SI_QUEUE and the value), sigwaitinfo/sigtimedwait on a pending signal, sigtimedwait's EAGAIN and EINVAL, siglongjmp out of a handler restoring the mask saved by sigsetjmp (and sigsetjmp(env, 0) keeping it), sigaltstack, siginterrupt, sighold/sigrelse/sigignore/sigset, killpg with signal 0.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static volatile int got, code, value;

static void info_handler(int sig, siginfo_t *si, void *ctx) {
    (void)ctx;
    got = sig;
    code = si->si_code;
    value = si->si_value.sival_int;
}

static sigjmp_buf env;
static void jump_handler(int sig) { siglongjmp(env, sig); }

static int blocked(int sig) {
    sigset_t cur;
    sigprocmask(SIG_BLOCK, NULL, &cur);
    return sigismember(&cur, sig);
}

int main(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = info_handler;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    assert(sigaction(SIGUSR1, &sa, NULL) == 0);
    union sigval v = {.sival_int = 42};
    assert(sigqueue(getpid(), SIGUSR1, v) == 0);
    printf("sigqueue: sig %d SI_QUEUE %d value %d\n", got, code == SI_QUEUE, value);
    errno = 0;
    printf("sigqueue bad signal: %d EINVAL %d\n", sigqueue(getpid(), 999, v), errno == EINVAL);

    /* a pending blocked signal is taken by sigwaitinfo / sigtimedwait */
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGUSR2);
    sigprocmask(SIG_BLOCK, &set, NULL);
    raise(SIGUSR2);
    siginfo_t si;
    int s = sigwaitinfo(&set, &si);
    printf("sigwaitinfo: %d signo %d\n", s, si.si_signo);
    raise(SIGUSR2);
    struct timespec zero = {0, 0};
    s = sigtimedwait(&set, &si, &zero);
    printf("sigtimedwait pending: %d\n", s);
    errno = 0;
    s = sigtimedwait(&set, &si, &zero);
    printf("sigtimedwait none: %d EAGAIN %d\n", s, errno == EAGAIN);
    struct timespec bad = {0, -1};
    errno = 0;
    s = sigtimedwait(&set, &si, &bad);
    printf("sigtimedwait bad timeout: %d EINVAL %d\n", s, errno == EINVAL);
    sigprocmask(SIG_UNBLOCK, &set, NULL);

    /* siglongjmp out of a handler: savemask 1 unblocks the signal again */
    signal(SIGINT, jump_handler);
    int r = sigsetjmp(env, 1);
    if (r == 0) {
        raise(SIGINT);
        printf("not reached\n");
    }
    printf("sigsetjmp(1) returned %d, SIGINT blocked after: %d\n", r, blocked(SIGINT));
    r = sigsetjmp(env, 0);
    if (r == 0)
        raise(SIGINT);
    printf("sigsetjmp(0) returned %d, SIGINT blocked after: %d\n", r, blocked(SIGINT));
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigprocmask(SIG_UNBLOCK, &set, NULL);

    /* alternate stacks */
    static char stack[16384];
    stack_t ss = {.ss_sp = stack, .ss_size = sizeof stack, .ss_flags = 0}, old;
    assert(sigaltstack(NULL, &old) == 0);
    printf("altstack initially disabled: %d\n", (old.ss_flags & SS_DISABLE) != 0);
    assert(sigaltstack(&ss, NULL) == 0);
    assert(sigaltstack(NULL, &old) == 0);
    printf("altstack set: %d size ok %d\n", old.ss_sp == stack, old.ss_size == sizeof stack);
    ss.ss_size = 16;
    errno = 0;
    printf("small stack: %d ENOMEM %d\n", sigaltstack(&ss, NULL), errno == ENOMEM);
    ss.ss_flags = 12345;
    ss.ss_size = sizeof stack;
    errno = 0;
    printf("bad flags: %d EINVAL %d\n", sigaltstack(&ss, NULL), errno == EINVAL);
    ss.ss_flags = SS_DISABLE;
    assert(sigaltstack(&ss, NULL) == 0);

    /* siginterrupt clears and sets SA_RESTART */
    assert(siginterrupt(SIGUSR1, 1) == 0);
    sigaction(SIGUSR1, NULL, &sa);
    printf("SA_RESTART after siginterrupt(1): %d\n", (sa.sa_flags & SA_RESTART) != 0);
    assert(siginterrupt(SIGUSR1, 0) == 0);
    sigaction(SIGUSR1, NULL, &sa);
    printf("SA_RESTART after siginterrupt(0): %d\n", (sa.sa_flags & SA_RESTART) != 0);

    /* System V calls */
    assert(sighold(SIGUSR1) == 0);
    printf("held: %d\n", blocked(SIGUSR1));
    assert(sigrelse(SIGUSR1) == 0);
    printf("released: %d\n", blocked(SIGUSR1));
    assert(sigignore(SIGUSR2) == 0);
    raise(SIGUSR2); /* ignored */
    got = 0;
    assert(sigset(SIGUSR2, SIG_HOLD) != SIG_ERR);
    printf("sigset hold: %d\n", blocked(SIGUSR2));
    printf("sigset back: %d\n", sigset(SIGUSR2, SIG_DFL) == SIG_HOLD);
    printf("unblocked: %d\n", blocked(SIGUSR2));
    errno = 0;
    printf("sighold bad: %d EINVAL %d\n", sighold(0), errno == EINVAL);

    printf("killpg 0: %d\n", killpg(getpgrp(), 0));
    errno = 0;
    printf("killpg negative: %d EINVAL %d\n", killpg(-5, SIGUSR1), errno == EINVAL);
    return 0;
}
