// Both threads use only relaxed C11 atomics on the shared counter: no data race, whatever the memory order.
// EXPECT: safe
// FLAGS: --data-races
#include <pthread.h>
#include <stdatomic.h>

atomic_int hits;

static void *worker(void *arg) {
    (void)arg;
    atomic_fetch_add_explicit(&hits, 1, memory_order_relaxed);
    (void)atomic_load_explicit(&hits, memory_order_relaxed);
    return NULL;
}

int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    atomic_store_explicit(&hits, 0, memory_order_relaxed);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    return 0;
}
