// A thread cancelled while blocked in pthread_cond_wait holds the mutex again when its cleanup handler runs (the handler's unlock of an error-checking mutex succeeds), and after the join main can lock it.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready, waiting;

static void unlock(void *arg) {
    (void)arg;
    assert(pthread_mutex_unlock(&m) == 0); /* EPERM if not held */
}

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    waiting = 1;
    pthread_cleanup_push(unlock, NULL);
    while (!ready)
        pthread_cond_wait(&c, &m);
    pthread_cleanup_pop(1);
    return NULL;
}

int main(void) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutex_init(&m, &a);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    for (;;) { /* until the worker waits */
        pthread_mutex_lock(&m);
        int w = waiting;
        pthread_mutex_unlock(&m);
        if (w)
            break;
    }
    pthread_cancel(t);
    void *ret;
    pthread_join(t, &ret);
    assert(ret == PTHREAD_CANCELED);
    assert(pthread_mutex_lock(&m) == 0);
    pthread_mutex_unlock(&m);
    return 0;
}
