// The VM's own rule under --float-ieee: without clang's checks, float division by zero gives inf and NaN (no error); conversions in range are fine.
// EXPECT: safe
// FLAGS: --float-ieee --cflags=-fno-sanitize=float-cast-overflow,float-divide-by-zero
#include <stdio.h>

int main(void) {
    volatile double zero = 0.0;
    double a = 1.0 / zero, n = zero / zero;
    int i = (int)-2147483648.5;
    printf("%f %d %d\n", a, n != n, i);
    return 0;
}
