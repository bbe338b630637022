// The fix of flag_lock_broken.c: test and set in one step with a weak
// compare-exchange in a retry loop; mutual exclusion holds.
// EXPECT: safe
// TAGS: threads atomics spinlock
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

static atomic_bool busy;
static int in_cs;

static void *worker(void *arg) {
    (void)arg;
    bool expected = false;
    while (!atomic_compare_exchange_weak(&busy, &expected, true))
        expected = false;
    in_cs++;
    assert(in_cs == 1);
    in_cs--;
    atomic_store(&busy, false);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
