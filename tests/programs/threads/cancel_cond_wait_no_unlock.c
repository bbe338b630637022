// The twin of cancel_cond_wait_relock.c whose cleanup handler does not unlock: the cancelled waiter took the mutex back before its handlers ran, so it dies holding it and main's lock after the join never returns.
// EXPECT: error deadlock
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready, waiting;

static void forget(void *arg) { (void)arg; }

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    waiting = 1;
    pthread_cleanup_push(forget, NULL);
    while (!ready)
        pthread_cond_wait(&c, &m);
    pthread_cleanup_pop(0);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    for (;;) {
        pthread_mutex_lock(&m);
        int w = waiting;
        pthread_mutex_unlock(&m);
        if (w)
            break;
    }
    pthread_cancel(t);
    pthread_join(t, NULL);
    pthread_mutex_lock(&m); // ERROR
    return 0;
}
