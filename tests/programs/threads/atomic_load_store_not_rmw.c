// Atomic loads and stores alone do not make an increment atomic: each access
// is indivisible but the load-add-store sequence is not, so an increment
// can still be lost.
// EXPECT: error assert
// TAGS: threads atomics race
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int hits;

static void *worker(void *arg) {
    (void)arg;
    int h = atomic_load(&hits);
    atomic_store(&hits, h + 1);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(atomic_load(&hits) == 2); // ERROR
    return 0;
}
