// After assume(x > 5) the branch x < 3 is infeasible: the solver prunes it, so the error is unreachable.
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x > 5);
    if (x < 3)
        assert(0);
    unsigned u = (unsigned)x;
    assert(u > 5u);
    return 0;
}
