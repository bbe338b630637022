// Busy-waiting on an atomic flag with sched_yield between polls: the data
// published before the release store is visible after the acquire load.
// EXPECT: safe
// TAGS: threads sched_yield atomics
#include <assert.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>

static int data;
static atomic_int flag;

static void *publisher(void *arg) {
    (void)arg;
    data = 123;
    atomic_store_explicit(&flag, 1, memory_order_release);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, publisher, NULL);
    while (!atomic_load_explicit(&flag, memory_order_acquire))
        sched_yield();
    assert(data == 123);
    pthread_join(t, NULL);
    return 0;
}
