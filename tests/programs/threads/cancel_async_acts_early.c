// With asynchronous cancellation a request acts wherever the thread is, here before its first store: main's check that the store happened fails (cancel_deferred_acts_late_ok.c is the deferred twin).
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>

static int stored;

static void *worker(void *arg) {
    pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, NULL);
    stored = 1;
    volatile int spin = 0;
    for (;;)
        spin = !spin;
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_cancel(t);
    pthread_join(t, NULL);
    assert(stored); // ERROR
    return 0;
}
