// Signal corner cases: signal 0 only checks that the target exists (kill, raise, pthread_kill); SIGKILL and SIGSTOP can be neither caught nor ignored (signal and sigaction fail with EINVAL, a query succeeds and says SIG_DFL) nor blocked (sigprocmask leaves them out); bad signal numbers fail with EINVAL and a missing process with ESRCH.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static void handler(int sig) { (void)sig; }

static void report(const char *what, int r) {
    printf("%s: %d errno %s\n", what, r, r == 0 ? "-" : errno == EINVAL ? "EINVAL" : errno == ESRCH ? "ESRCH" : "other");
    errno = 0;
}

int main(void) {
    report("kill(self, 0)", kill(getpid(), 0));
    report("kill(0, 0)", kill(0, 0));
    report("raise(0)", raise(0));
    printf("pthread_kill(self, 0): %d\n", pthread_kill(pthread_self(), 0));
    report("kill(self, -1)", kill(getpid(), -1));
    report("kill(self, 65)", kill(getpid(), 65));
    report("raise(-3)", raise(-3));
    report("kill(other pid, 0)", kill(getpid() + 4242, 0));
    report("kill(other pid, SIGTERM)", kill(getpid() + 4242, SIGTERM));
    int sigs[] = { SIGKILL, SIGSTOP };
    for (int i = 0; i < 2; i++) {
        int s = sigs[i];
        printf("signal %d handler SIG_ERR %d", s, signal(s, handler) == SIG_ERR);
        report("", 0 - (errno != 0));
        printf("signal %d SIG_IGN SIG_ERR %d", s, signal(s, SIG_IGN) == SIG_ERR);
        report("", 0 - (errno != 0));
        struct sigaction sa = { 0 }, old;
        sa.sa_handler = handler;
        report("sigaction(catch)", sigaction(s, &sa, NULL));
        sa.sa_handler = SIG_IGN;
        report("sigaction(ignore)", sigaction(s, &sa, NULL));
        sa.sa_handler = SIG_DFL;
        report("sigaction(default)", sigaction(s, &sa, NULL));
        report("sigaction(query)", sigaction(s, NULL, &old));
        printf("default: %d\n", old.sa_handler == SIG_DFL);
    }
    sigset_t all, now;
    sigfillset(&all);
    report("sigprocmask(block all)", sigprocmask(SIG_BLOCK, &all, NULL));
    sigprocmask(SIG_BLOCK, NULL, &now);
    printf("blocked: SIGKILL %d SIGSTOP %d SIGTERM %d\n", sigismember(&now, SIGKILL), sigismember(&now, SIGSTOP), sigismember(&now, SIGTERM));
    report("signal(0)", signal(0, handler) == SIG_ERR ? -1 : 0);
    report("sigaction(65)", sigaction(65, NULL, NULL));
    return 0;
}
