// signal.h: raise runs the handler synchronously and returns 0; signal returns the previous handler; SIG_IGN ignores; sigaction with SA_SIGINFO and SA_RESETHAND; a blocked signal stays pending until unblocked; sigpending; a handler's own signal is deferred while it runs; SIG_ERR for bad numbers; a SIGABRT handler may leave abort() with longjmp.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t count, depth, maxdepth;
static int last;

static void handler(int sig) {
    count++;
    last = sig;
    printf("handler(%d) count %d\n", sig, (int)count);
}

static void reentrant(int sig) {
    depth++;
    if (depth > maxdepth)
        maxdepth = depth;
    if (count++ == 0) {
        raise(sig); /* blocked while we run: delivered after we return */
        printf("inside: raised again, depth %d\n", (int)depth);
    }
    depth--;
}

static void info_handler(int sig, siginfo_t *si, void *ctx) {
    (void)ctx;
    printf("info handler sig %d si_signo %d\n", sig, si->si_signo);
}

static jmp_buf env;
static void on_abort(int sig) {
    printf("SIGABRT handler %d, jumping out\n", sig);
    longjmp(env, 1);
}

int main(void) {
    void (*old)(int) = signal(SIGUSR1, handler);
    printf("first signal() returns SIG_DFL: %d\n", old == SIG_DFL);
    printf("raise %d\n", raise(SIGUSR1));
    old = signal(SIGUSR1, SIG_IGN);
    printf("previous is handler: %d\n", old == handler);
    printf("ignored raise %d, count %d\n", raise(SIGUSR1), (int)count);
    errno = 0;
    printf("signal(0) is SIG_ERR: %d EINVAL %d\n", signal(0, handler) == SIG_ERR, errno == EINVAL);
    errno = 0;
    printf("signal(SIGKILL) is SIG_ERR: %d EINVAL %d\n", signal(SIGKILL, handler) == SIG_ERR, errno == EINVAL);
    errno = 0;
    printf("raise(999) %d EINVAL %d\n", raise(999), errno == EINVAL);

    /* blocking */
    signal(SIGUSR2, handler);
    sigset_t set, pend, prev;
    sigemptyset(&set);
    sigaddset(&set, SIGUSR2);
    printf("sigismember %d %d\n", sigismember(&set, SIGUSR2), sigismember(&set, SIGUSR1));
    sigprocmask(SIG_BLOCK, &set, &prev);
    count = 0;
    raise(SIGUSR2);
    raise(SIGUSR2);
    sigpending(&pend);
    printf("blocked: count %d, pending %d\n", (int)count, sigismember(&pend, SIGUSR2));
    sigprocmask(SIG_SETMASK, &prev, NULL);
    sigpending(&pend);
    printf("unblocked: count %d (one delivery), pending %d\n", (int)count, sigismember(&pend, SIGUSR2));

    /* a handler's own signal waits until it returns */
    count = 0;
    signal(SIGUSR1, reentrant);
    raise(SIGUSR1);
    printf("reentrant: count %d max depth %d\n", (int)count, (int)maxdepth);

    /* sigaction */
    struct sigaction sa, oldsa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = info_handler;
    sa.sa_flags = SA_SIGINFO | SA_RESETHAND;
    sigemptyset(&sa.sa_mask);
    printf("sigaction %d\n", sigaction(SIGTERM, &sa, &oldsa));
    printf("old was SIG_DFL %d\n", oldsa.sa_handler == SIG_DFL);
    raise(SIGTERM);
    sigaction(SIGTERM, NULL, &oldsa);
    printf("reset to SIG_DFL after one delivery: %d\n", oldsa.sa_handler == SIG_DFL);
    printf("kill self %d\n", kill(getpid(), SIGWINCH)); /* ignored by default */
    printf("kill probe %d\n", kill(getpid(), 0));

    signal(SIGABRT, on_abort);
    if (setjmp(env) == 0) {
        abort();
        printf("not reached\n");
    } else {
        printf("back from abort's handler\n");
    }
    return 0;
}
