// x * 2.0 + k is an llvm.fmuladd at -O0, with a symbolic double and int: the solver finds e.g. x = 2.75, k = 2 (checked natively) for y == 7.5.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
    double x = __VERIFIER_nondet_double();
    int k = __VERIFIER_nondet_int();
    if (x != x || x < 0 || x > 1000)
        return 0;
    double y = x * 2.0 + k;
    if (k > 0 && k < 10 && y == 7.5)
        assert(0); // ERROR
    return 0;
}
