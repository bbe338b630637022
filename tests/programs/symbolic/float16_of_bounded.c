// A symbolic int between 2040 and 2060 converted to _Float16 (no half terms: each of its 21 values is a path) reaches 2052 from 2051 and 2053 (ties, to even) and from 2052 itself: the assertion fails (checked natively with 2051).
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x >= 2040 && x <= 2060);
    _Float16 h = x;
    assert(h != 2052.0f16); // ERROR
    return 0;
}
