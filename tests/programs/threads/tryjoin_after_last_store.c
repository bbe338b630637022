// pthread_tryjoin_np right after the thread's last store may still find it
// running (EBUSY): its end is a step of its own, after the store. A checker
// that ran the end in the same step as the store would call this safe.
// EXPECT: error assert
// TAGS: threads join tryjoin
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int done;

static void *worker(void *arg) {
    (void)arg;
    atomic_store(&done, 1);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    while (!atomic_load(&done))
        ;
    int r = pthread_tryjoin_np(t, NULL);
    assert(r == 0); // ERROR
    return 0;
}
