// __VERIFIER_assume inside a worker thread prunes only the paths where the
// worker picked an excluded value; on every remaining path main sees an
// allowed value after the join.
// EXPECT: safe
// TAGS: nondet threads assume
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int picked = -1;

static void *worker(void *arg) {
    (void)arg;
    int v = __VERIFIER_nondet_int();
    __VERIFIER_assume(v >= 0 && v < 4 && v != 2);
    picked = v;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    assert(picked == 0 || picked == 1 || picked == 3);
    return 0;
}
