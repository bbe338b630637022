// The twin of cancel_disabled_defers.c with cancellation left enabled: the request can act at a pthread_testcancel before the work is done, and main's check that it was done fails.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>

static int done, requested;

static void *worker(void *arg) {
    (void)arg;
    while (!__atomic_load_n(&requested, __ATOMIC_SEQ_CST))
        pthread_testcancel();
    done = 1;
    pthread_testcancel();
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_cancel(t);
    __atomic_store_n(&requested, 1, __ATOMIC_SEQ_CST);
    pthread_join(t, NULL);
    assert(done == 1); // ERROR
    return 0;
}
