// Two threads add a symbolic amount each to a total with a compare-and-swap
// loop; the total is their sum. The CAS compares a symbolic old value: its
// flag is a term, and the loop's branch on it forks.
// EXPECT: safe
// FLAGS: --symbolic
// TAGS: threads symbolic atomics
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
static atomic_int total;

static void *add(void *arg) {
    (void)arg;
    int v = __VERIFIER_nondet_int();
    __VERIFIER_assume(v >= 0 && v <= 10);
    int old = atomic_load(&total);
    while (!atomic_compare_exchange_weak(&total, &old, old + v))
        ;
    return (void *)(long)v;
}

int main(void) {
    pthread_t t[2];
    void *r[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, add, 0);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], &r[i]);
    assert(total == (long)r[0] + (long)r[1]);
    return 0;
}
