// Safe twin of the float division tests: division by nonzero values (tiny ones included, overflowing to inf), and libm computing infinities itself (log(0.0), which divides by zero inside the library), are no error.
// EXPECT: safe
#include <math.h>
#include <stdio.h>

int main(void) {
    volatile double tiny = 1e-310, zero = 0.0;
    double a = 1.0 / tiny, b = 1e308 / tiny, c = -0.0 / 3.0;
    double l = log(zero);
    printf("%g %g %g %g\n", a, b, c, l);
    return 0;
}
