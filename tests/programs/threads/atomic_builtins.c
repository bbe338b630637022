// GCC __atomic builtins racing between main and a worker: every RMW form
// (fetch_add/sub/and/or/xor/nand, add_fetch, exchange) and compare-exchange,
// strong (once) and weak (in a retry loop), is indivisible, so the results
// do not depend on the interleaving.
// EXPECT: safe
// TAGS: threads atomics builtins
#include <assert.h>
#include <pthread.h>

static int sum;
static unsigned mask = 0xFF;
static int owner;
static int max_seen;

static void claim_and_raise(int me) {
    int expected = 0;
    if (!__atomic_compare_exchange_n(&owner, &expected, me, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
        assert(expected != 0 && expected != me);
    int cur = __atomic_load_n(&max_seen, __ATOMIC_SEQ_CST);
    while (cur < me && !__atomic_compare_exchange_n(&max_seen, &cur, me, 1, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
        ;
}

static void *worker(void *arg) {
    (void)arg;
    __atomic_fetch_add(&sum, 5, __ATOMIC_SEQ_CST);
    __atomic_fetch_and(&mask, ~0x1u, __ATOMIC_SEQ_CST);
    __atomic_fetch_xor(&mask, 0x1000u, __ATOMIC_SEQ_CST);
    claim_and_raise(2);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    __atomic_add_fetch(&sum, 10, __ATOMIC_SEQ_CST);
    __atomic_fetch_sub(&sum, 1, __ATOMIC_SEQ_CST);
    __atomic_fetch_or(&mask, 0x300u, __ATOMIC_SEQ_CST);
    claim_and_raise(1);
    pthread_join(t, NULL);
    assert(__atomic_load_n(&sum, __ATOMIC_SEQ_CST) == 14);
    assert(mask == 0x13FEu);
    unsigned v = 0xF;
    __atomic_fetch_nand(&v, 0x3u, __ATOMIC_SEQ_CST); /* ~(0xF & 0x3) */
    assert(v == ~0x3u);
    int old = __atomic_exchange_n(&owner, 0, __ATOMIC_SEQ_CST);
    assert(old == 1 || old == 2);
    assert(max_seen == 2);
    return 0;
}
