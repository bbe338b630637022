// A symbolic int in 0..10 converted to double forks over its eleven values (floats have no terms): x = 7 makes d == 3.5.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x >= 0 && x <= 10);
    double d = x * 0.5;
    assert(d != 3.5); // ERROR
    return 0;
}
