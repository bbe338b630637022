// The fix of pthread_kill_pause_lost.c: the worker blocks the signal, tests the flag, and waits in sigsuspend, which unblocks and waits in one step, so a signal sent after the test stays pending until the wait takes it (a handler in the worker, not in main, sets the flag).
// EXPECT: safe
// TAGS: threads signals
#include <assert.h>
#include <pthread.h>
#include <signal.h>

static volatile sig_atomic_t got;
static pthread_t worker_thread;

static void handler(int sig) {
    (void)sig;
    assert(pthread_equal(pthread_self(), worker_thread));
    got = 1;
}

static void *worker(void *arg) {
    (void)arg;
    sigset_t s, old;
    sigemptyset(&s);
    sigaddset(&s, SIGUSR1);
    pthread_sigmask(SIG_BLOCK, &s, &old);
    while (!got)
        sigsuspend(&old);
    pthread_sigmask(SIG_SETMASK, &old, 0);
    return 0;
}

int main(void) {
    struct sigaction sa = {0};
    sa.sa_handler = handler;
    sigaction(SIGUSR1, &sa, 0);
    pthread_create(&worker_thread, 0, worker, 0);
    pthread_kill(worker_thread, SIGUSR1);
    pthread_join(worker_thread, 0);
    assert(got);
    return 0;
}
