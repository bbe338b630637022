// fabs and copysign of a symbolic double are bit operations: for every non-NaN input fabs is not negative and copysign(1.0, x) has x's sign (-0.0 included, checked natively).
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
int main(void) {
    double x = __VERIFIER_nondet_double();
    if (x != x)
        return 0;
    assert(fabs(x) >= 0.0);
    double s = copysign(1.0, x);
    assert(signbit(x) ? s == -1.0 : s == 1.0);
    assert(-(-x) == x);
    return 0;
}
