// pthread_kill directs a signal at one thread: while that thread blocks it, it stays pending for that thread, and the handler runs in it once it unblocks (POSIX pthread_kill, Linux signal(7)). Run natively, the handler runs in the worker, never in main; divm's pthread_kill raised the signal in the calling thread, which failed the assertion.
// EXPECT: safe
// TAGS: threads signals
#include <assert.h>
#include <pthread.h>
#include <signal.h>

static pthread_t main_thread;
static volatile int ready, in_main, in_worker;

static void handler(int sig) {
    (void)sig;
    if (pthread_equal(pthread_self(), main_thread))
        in_main = 1;
    else
        in_worker = 1;
}

static void *worker(void *arg) {
    (void)arg;
    sigset_t s;
    sigemptyset(&s);
    sigaddset(&s, SIGUSR1);
    pthread_sigmask(SIG_BLOCK, &s, 0);
    ready = 1;
    while (ready != 2)
        ;
    pthread_sigmask(SIG_UNBLOCK, &s, 0);
    return 0;
}

int main(void) {
    main_thread = pthread_self();
    signal(SIGUSR1, handler);
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    while (!ready)
        ;
    pthread_kill(t, SIGUSR1);
    ready = 2;
    pthread_join(t, 0);
    assert(!in_main && in_worker);
    return 0;
}
