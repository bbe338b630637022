// A spinlock built from a compare-and-swap and an atomic release store: the plain counter it guards is never accessed by two threads at once.
// EXPECT: safe
// FLAGS: --data-races
#include <assert.h>
#include <pthread.h>

int lock;
int counter;

static void acquire(void) {
    int expected = 0;
    while (!__atomic_compare_exchange_n(&lock, &expected, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
        expected = 0;
}

static void release(void) {
    __atomic_store_n(&lock, 0, __ATOMIC_RELEASE);
}

static void *worker(void *arg) {
    (void)arg;
    acquire();
    counter++;
    release();
    return NULL;
}

int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    assert(counter == 2);
    return 0;
}
