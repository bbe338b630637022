// With cancellation disabled a request stays pending through pthread_testcancel: the worker finishes its work, and acts on the request only at the first cancellation point after it enables cancellation again.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>

static int done, requested;

static void *worker(void *arg) {
    (void)arg;
    int old;
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
    assert(old == PTHREAD_CANCEL_ENABLE);
    while (!__atomic_load_n(&requested, __ATOMIC_SEQ_CST))
        pthread_testcancel();
    done = 1;
    pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, NULL);
    pthread_testcancel();
    done = 2; /* never: the request acts above */
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_cancel(t);
    __atomic_store_n(&requested, 1, __ATOMIC_SEQ_CST);
    void *ret;
    pthread_join(t, &ret);
    assert(ret == PTHREAD_CANCELED);
    assert(done == 1);
    return 0;
}
