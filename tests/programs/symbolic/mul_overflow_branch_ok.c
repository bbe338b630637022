// __builtin_mul_overflow on two full-range inputs: both of its sides are feasible and decided in a second (the no-overflow side, a product equal to its widened self, took z3's incremental core the whole 30 s timeout), so the check ends safe.
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
    unsigned rows = __VERIFIER_nondet_uint();
    unsigned cols = __VERIFIER_nondet_uint();
    unsigned cells;
    int ovf = __builtin_mul_overflow(rows, cols, &cells);
    if (ovf)
        assert(rows > 1 && cols > 1);
    return 0;
}
