// Asynchronous cancellation acts on a thread that never reaches a cancellation point (a loop of local arithmetic): it is cancelled the next time it is scheduled, runs its cleanup handler, and join returns PTHREAD_CANCELED.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>

static int cleaned;
static void cleanup(void *arg) { *(int *)arg = 1; }

static void *worker(void *arg) {
    int old;
    pthread_cleanup_push(cleanup, arg);
    assert(pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, &old) == 0);
    assert(old == PTHREAD_CANCEL_DEFERRED);
    volatile int spin = 0;
    for (;;)
        spin = !spin;
    pthread_cleanup_pop(0);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, &cleaned);
    pthread_cancel(t);
    void *ret;
    pthread_join(t, &ret);
    assert(ret == PTHREAD_CANCELED);
    assert(cleaned);
    return 0;
}
