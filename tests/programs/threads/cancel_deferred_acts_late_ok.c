// With deferred cancellation (the default) a request acts only at a cancellation point, and the worker's first one comes after its store: main's check that the store happened holds (the twin of cancel_async_acts_early.c).
// EXPECT: safe
#include <assert.h>
#include <pthread.h>

static int stored;

static void *worker(void *arg) {
    stored = 1;
    for (;;)
        pthread_testcancel();
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_cancel(t);
    pthread_join(t, NULL);
    assert(stored);
    return 0;
}
