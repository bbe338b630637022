// Safe twin of float_input_range.c: for every float in 0..100, x + 1 is larger than x and converts to an int in 1..101 (the ulp of 101 is far below 1).
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
    float x = __VERIFIER_nondet_float();
    if (!(x >= 0 && x <= 100))
        return 0;
    float y = x + 1.0f;
    assert(y > x);
    int i = (int)y;
    assert(i >= 1 && i <= 101);
    return 0;
}
