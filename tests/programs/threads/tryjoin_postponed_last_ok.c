// A thread whose end came in the step of its last store before any join
// that does not wait has its end postponed at the first pthread_tryjoin_np
// (both outcomes explored); when main then leaves with pthread_exit, that
// postponed end is the last thread's and ends the process with status 0.
// EXPECT: safe
// TAGS: threads join tryjoin
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int done;

static void *worker(void *arg) {
    atomic_store(&done, 1);
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, (void *)1);
    while (!atomic_load(&done))
        ;
    void *v = NULL;
    int r = pthread_tryjoin_np(t, &v);
    assert(r == EBUSY || (r == 0 && v == (void *)1));
    pthread_exit(NULL);
}
