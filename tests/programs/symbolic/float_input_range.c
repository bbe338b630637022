// A float input is symbolic over every float: only values between 1.5 and 1.6 (none of them an integer) reach the assertion, e.g. 1.55f (checked natively).
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
    float f = __VERIFIER_nondet_float();
    if (f > 1.5f && f < 1.6f)
        assert(0); // ERROR
    return 0;
}
