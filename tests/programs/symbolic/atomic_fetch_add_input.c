// Two threads atomically add a symbolic input each: atomic_fetch_add on a
// symbolic operand builds a term, so the sum 77 is found.
// EXPECT: error assert
// FLAGS: --symbolic
// TAGS: threads symbolic atomics
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

extern int __VERIFIER_nondet_int(void);
static atomic_int total;

static void *add(void *arg) {
    (void)arg;
    atomic_fetch_add(&total, __VERIFIER_nondet_int());
    return 0;
}

int main(void) {
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, add, 0);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(atomic_load(&total) != 77); // ERROR
    return 0;
}
