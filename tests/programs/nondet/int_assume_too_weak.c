// The assumption excludes a zero divisor but not a negative one, so one
// surviving value (-1) still reaches the bug.
// EXPECT: error assert
// TAGS: nondet int assume
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
    int d = __VERIFIER_nondet_int();
    __VERIFIER_assume(d != 0);
    int q = 12 / d;
    assert(q != -12); // ERROR
    return 0;
}
