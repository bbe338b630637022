// __VERIFIER_assume prunes paths: the division by zero and the failing
// assertion are only reachable for values the assumptions exclude, so the
// program is safe.
// EXPECT: safe
// TAGS: nondet int assume
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = __VERIFIER_nondet_int();
    __VERIFIER_assume(x > 0 && x <= 4);
    __VERIFIER_assume(y != 0);
    int q = x / y;
    if (x == 5)
        assert(0);
    assert(q >= -4 && q <= 4);
    return 0;
}
