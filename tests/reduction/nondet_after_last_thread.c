// Each edge of a worker makes a nondeterministic choice after the
// scheduler's: the edges that pick the last ready thread then differ in a
// later choice, so the search must resume the paused scheduler prefix
// again after giving its state to the first of them (it pauses a second
// time). Both workers race on `sum`; the assertion holds on every path.
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int sum;

static void *worker(void *arg) {
    (void)arg;
    for (int i = 0; i < 2; i++) {
        int v = __VERIFIER_nondet_int();
        __VERIFIER_assume(v >= 0 && v <= 2);
        sum += v;
    }
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(sum >= 0 && sum <= 8);
    return 0;
}
