// --symbolic with the sync-point reduction: a worker stores a symbolic
// input in x with no synchronisation, and main reads x after its own
// store. Only the order "main's store, the worker's store, main's read"
// with the input 12345 (outside any small range) fails: the race voids
// the reduction, and the search without it finds the input.
// EXPECT: error assert
// FLAGS: --symbolic
// TAGS: threads symbolic por
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

static int x;

static void *worker(void *arg) {
    x = *(int *)arg;
    return NULL;
}

int main(void) {
    int v = __VERIFIER_nondet_int();
    pthread_t t;
    pthread_create(&t, NULL, worker, &v);
    x = 0;
    int seen = x;
    assert(seen != 12345); // ERROR
    pthread_join(t, NULL);
    return 0;
}
