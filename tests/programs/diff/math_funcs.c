// libm natives in double and float: sqrt fabs floor ceil trunc round pow exp log log10 sin cos tan atan2 fmod hypot.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <math.h>

int main(void) {
    double xs[] = { 0.0, 0.5, 1.0, 2.5, -2.5, 3.75, 10.0, 1e-3, 100.25 };
    for (int i = 0; i < 9; i++) {
        double x = xs[i];
        printf("%g: sqrt %.17g fabs %g floor %g ceil %g trunc %g round %g\n", x, sqrt(fabs(x)), fabs(x),
               floor(x), ceil(x), trunc(x), round(x));
        printf("  exp %.17g log %.17g log10 %.17g pow %.17g\n", exp(x), x > 0 ? log(x) : -1.0,
               x > 0 ? log10(x) : -1.0, pow(fabs(x) + 1, 1.5));
        printf("  sin %.17g cos %.17g tan %.17g atan2 %.17g fmod %.17g hypot %.17g\n", sin(x), cos(x), tan(x),
               atan2(x, 2.0), fmod(x, 0.7), hypot(x, 3.0));
        float f = (float)x;
        printf("  f: sqrt %.9g floor %g ceil %g round %g exp %.9g sin %.9g cos %.9g pow %.9g fmod %.9g\n",
               (double)sqrtf(fabsf(f)), (double)floorf(f), (double)ceilf(f), (double)roundf(f), (double)expf(f),
               (double)sinf(f), (double)cosf(f), (double)powf(fabsf(f), 0.5f), (double)fmodf(f, 0.7f));
    }
    printf("round half %g %g %g %g\n", round(0.5), round(-0.5), round(1.5), round(2.5));
    printf("special %g %g %g %d\n", sqrt(-1.0) != sqrt(-1.0) ? 1.0 : 0.0, log(0.0), pow(0.0, 0.0), isinf(exp(1000.0)) != 0);
    printf("pow int %.17g %.17g %.17g\n", pow(2.0, 10.0), pow(-2.0, 3.0), pow(10.0, -2.0));
    printf("pi %.17g e %.17g\n", 4 * atan(1.0), exp(1.0));
    return 0;
}
