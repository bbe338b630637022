// Compare-and-swap, or, exchange and max on a symbolic value keep exact
// terms: a CAS from the right value succeeds, from a stale one fails and
// reports the current value, and max gives the larger one.
// EXPECT: safe
// FLAGS: --symbolic
// TAGS: symbolic atomics
#include <assert.h>
#include <stdatomic.h>

extern unsigned __VERIFIER_nondet_uint(void);
static atomic_uint x;

int main(void) {
    unsigned a = __VERIFIER_nondet_uint();
    atomic_store(&x, a);
    unsigned e = a;
    assert(atomic_compare_exchange_strong(&x, &e, a + 1));
    assert(atomic_load(&x) == a + 1);
    e = a;
    assert(!atomic_compare_exchange_strong(&x, &e, 0));
    assert(e == a + 1);
    unsigned m = atomic_fetch_or(&x, 1u);
    assert((atomic_load(&x) & 1) && m == a + 1);
    assert(atomic_exchange(&x, 3) % 2 == 1);
    __atomic_fetch_max((unsigned *)&x, a, __ATOMIC_SEQ_CST);
    assert(atomic_load(&x) == (a > 3 ? a : 3));
    return 0;
}
