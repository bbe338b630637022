// The VM's own rule for bitcode compiled without clang's float checks (--cflags=-fno-sanitize=...): a double division by zero and a float-to-int conversion out of range are arith errors at the instruction.
// EXPECT: error arith
// FLAGS: --cflags=-fno-sanitize=float-cast-overflow,float-divide-by-zero
#include <stdio.h>

int main(void) {
    volatile double big = 3e9, zero = 0.0;
    unsigned u = (unsigned)big; /* in range for unsigned */
    double q = big / 2.0;
    printf("%u %f\n", u, q);
    int i = (int)big; // ERROR: float-to-integer conversion out of range: 3000000000 does not fit in a signed 32-bit integer
    printf("%d %f\n", i, 1.0 / zero);
    return 0;
}
