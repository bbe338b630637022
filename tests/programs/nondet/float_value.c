// __VERIFIER_nondet_float, assumed into a small range: a root-finding check
// that fails at the value 3.
// EXPECT: error assert
// TAGS: nondet float
#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

int main(void) {
    float f = __VERIFIER_nondet_float();
    __VERIFIER_assume(f >= 0.0f && f <= 4.0f);
    float poly = f * f - 9.0f;
    assert(poly != 0.0f); // ERROR
    return 0;
}
