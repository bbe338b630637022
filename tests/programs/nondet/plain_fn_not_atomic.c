// Twin of verifier_atomic_fn.c with an ordinary function name: the same
// increment is not atomic and an update can be lost.
// EXPECT: error assert
// TAGS: nondet threads race
#include <assert.h>
#include <pthread.h>

static int counter;

void plain_inc(int *p) {
    int v = *p;
    v = v + 1;
    *p = v;
}

static void *worker(void *arg) {
    (void)arg;
    plain_inc(&counter);
    plain_inc(&counter);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == 4); // ERROR
    return 0;
}
