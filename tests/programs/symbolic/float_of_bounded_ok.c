// The twin of float_of_bounded.c: every one of the eleven values keeps d within 0..5.
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x >= 0 && x <= 10);
    double d = x * 0.5;
    assert(d >= 0.0 && d <= 5.0);
    return 0;
}
