// SV-COMP's lock idiom: an atomic function that assumes the lock is free
// and takes it. A thread that tries a taken lock does not run: random runs
// draw another thread instead (docs/smc.md), so no run is discarded.
// WORKERS threads (3 by default) log who takes the lock first; `done` is
// set once all ran.
#include <assert.h>
#include <pthread.h>

void __VERIFIER_assume(int);

#ifndef WORKERS
#define WORKERS 3
#endif

int lock, counter, first, done;

void __VERIFIER_atomic_acquire(int *m) {
    __VERIFIER_assume(*m == 0);
    *m = 1;
}

void __VERIFIER_atomic_release(int *m) {
    __VERIFIER_assume(*m == 1);
    *m = 0;
}

static void *worker(void *arg) {
    __VERIFIER_atomic_acquire(&lock);
    if (first == 0)
        first = (int)(long)arg;
    int t = counter;
    counter = t + 1;
    __VERIFIER_atomic_release(&lock);
    return 0;
}

int main(void) {
    pthread_t t[WORKERS];
    for (long i = 0; i < WORKERS; i++)
        pthread_create(&t[i], 0, worker, (void *)(i + 1));
    for (int i = 0; i < WORKERS; i++)
        pthread_join(t[i], 0);
    assert(counter == WORKERS);
    done = 1;
    return 0;
}
