// A symbolic index assumed in 0..7 reads and writes an 8-entry array: every feasible offset is in bounds.
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int table[8] = {1, 2, 3, 4, 5, 6, 7, 8};

int main(void) {
    unsigned i = __VERIFIER_nondet_uint();
    __VERIFIER_assume(i < 8);
    table[i] += 10;
    assert(table[i] == (int)i + 11);
    return 0;
}
