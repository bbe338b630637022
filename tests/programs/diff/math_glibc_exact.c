// Results that glibc rounds in its own way: cbrt is 1 ulp off the correctly rounded value for some inputs, fmax(-0.0, 0.0) is +0.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <math.h>

int main(void) {
    printf("cbrt(2.5) = %.17g\n", cbrt(2.5));
    printf("cbrt(100) = %.17g\n", cbrt(100.0));
    printf("fmax(-0.0, 0.0) = %g\n", fmax(-0.0, 0.0));
    printf("fmin(0.0, -0.0) = %g\n", fmin(0.0, -0.0));
    return 0;
}
