// The VM's own rule for bitcode compiled without clang's float checks: a float (single precision) division by zero is an arith error at the division.
// EXPECT: error arith
// FLAGS: --cflags=-fno-sanitize=float-cast-overflow,float-divide-by-zero
#include <stdio.h>

int main(void) {
    volatile float zero = 0.0f;
    float f = 2.0f / zero; // ERROR: floating-point division by zero
    printf("%f\n", f);
    return 0;
}
