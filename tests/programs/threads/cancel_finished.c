// Cancelling a thread that already returned (not yet joined: its id is still valid) succeeds and changes nothing: join returns the thread's own value.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>

static int finished;
static void *worker(void *arg) {
    __atomic_store_n(&finished, 1, __ATOMIC_SEQ_CST);
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, (void *)7L);
    while (!__atomic_load_n(&finished, __ATOMIC_SEQ_CST))
        ;
    assert(pthread_cancel(t) == 0);
    void *ret;
    assert(pthread_join(t, &ret) == 0);
    assert(ret == (void *)7L);
    return 0;
}
