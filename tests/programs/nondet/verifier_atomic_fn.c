// A function whose name starts with __VERIFIER_atomic_ runs atomically as a
// whole: the increment through a local inside __VERIFIER_atomic_inc is never
// interleaved, so no update is lost.
// EXPECT: safe
// TAGS: nondet threads atomic-section
#include <assert.h>
#include <pthread.h>

static int counter;

void __VERIFIER_atomic_inc(int *p) {
    int v = *p;
    v = v + 1;
    *p = v;
}

static void *worker(void *arg) {
    (void)arg;
    __VERIFIER_atomic_inc(&counter);
    __VERIFIER_atomic_inc(&counter);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == 4);
    return 0;
}
