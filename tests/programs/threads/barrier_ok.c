// A barrier for three threads separates two phases: after it every thread
// sees all phase-one writes; exactly one waiter gets the serial value.
// EXPECT: safe
// TAGS: threads barrier
#include <assert.h>
#include <pthread.h>

static pthread_barrier_t bar;
static int slot[3];
static int serial;

static void phase(int me) {
    slot[me] = me + 1;
    int r = pthread_barrier_wait(&bar);
    assert(r == 0 || r == PTHREAD_BARRIER_SERIAL_THREAD);
    if (r == PTHREAD_BARRIER_SERIAL_THREAD)
        __atomic_fetch_add(&serial, 1, __ATOMIC_SEQ_CST);
    assert(slot[0] + slot[1] + slot[2] == 6);
}

static void *worker(void *arg) {
    phase(*(int *)arg);
    return NULL;
}

int main(void) {
    static int one = 1, two = 2;
    pthread_t a, b;
    assert(pthread_barrier_init(&bar, NULL, 3) == 0);
    pthread_create(&a, NULL, worker, &one);
    pthread_create(&b, NULL, worker, &two);
    phase(0);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(serial == 1);
    pthread_barrier_destroy(&bar);
    return 0;
}
