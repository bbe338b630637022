// With --float-ieee, division by zero gives IEEE infinities and NaN (Annex F): no error, constant or computed.
// EXPECT: safe
// FLAGS: --float-ieee
#include <math.h>
#include <stdio.h>

int main(void) {
    volatile double zero = 0.0;
    double a = 1.0 / zero, b = -1.0 / zero, c = zero / zero, d = 1.0 / 0.0;
    float f = 1.0f / (float)zero;
    printf("%d %d %d %d %d\n", isinf(a) && a > 0, isinf(b) && b < 0, isnan(c), isinf(d), isinf(f));
    return 0;
}
