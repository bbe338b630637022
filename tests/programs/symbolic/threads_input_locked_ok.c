// --symbolic with the sync-point reduction: two workers add symbolic
// inputs to a shared sum under a mutex, in either order, and main checks
// the sum after joining both. Race free, so the reduction holds, and
// safe for every pair of inputs.
// EXPECT: safe
// FLAGS: --symbolic
// TAGS: threads symbolic por
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long sum;

static void *worker(void *arg) {
    long v = *(int *)arg;
    for (int i = 0; i < 3; i++) {
        pthread_mutex_lock(&m);
        sum += v;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void) {
    int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
    pthread_t s, t;
    pthread_create(&s, NULL, worker, &a);
    pthread_create(&t, NULL, worker, &b);
    pthread_join(s, NULL);
    pthread_join(t, NULL);
    assert(sum == 3L * a + 3L * b);
    return 0;
}
