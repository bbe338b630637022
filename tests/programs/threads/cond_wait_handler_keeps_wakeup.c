// A signal handler runs in a thread blocked in pthread_cond_wait; main's
// pthread_cond_signal may come after pthread_kill but before the handler
// has run. The thread is still a waiter then (POSIX: the wait resumes "as
// if it was not interrupted"), so the wake-up is not lost: no deadlock.
// EXPECT: safe
// TAGS: threads condvar signals
#include <assert.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int ready;
static atomic_int hits;

static void on_usr1(int sig) {
    (void)sig;
    atomic_fetch_add(&hits, 1);
}

static void *waiter(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&cv, &m);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    signal(SIGUSR1, on_usr1);
    pthread_t t;
    pthread_create(&t, NULL, waiter, NULL);
    pthread_kill(t, SIGUSR1);
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    assert(hits == 1);
    return 0;
}
