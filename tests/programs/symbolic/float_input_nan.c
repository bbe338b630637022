// NaN is among a double input's values: x == x fails for it (checked natively with NAN).
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
int main(void) {
    double x = __VERIFIER_nondet_double();
    if (x < 0)
        return 0;
    assert(x == x); // ERROR
    return 0;
}
