// More libm natives: rint nearbyint lround lrint llround remainder frexp ldexp modf expm1 log1p erf erfc tgamma lgamma, inverse and hyperbolic functions, float versions.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <math.h>

int main(void) {
    double xs[] = { -2.5, -0.5, 0.3, 1.5, 2.5, 7.25, 100.0 };
    for (int i = 0; i < 7; i++) {
        double x = xs[i], ip;
        int e;
        double fr = frexp(x, &e), mf = modf(x, &ip);
        printf("%g: rint %g nearby %g lround %ld lrint %ld llround %lld rem %.17g frexp %.17g %d ldexp %g modf %g %g\n", x,
               rint(x), nearbyint(x), lround(x), lrint(x), llround(x), remainder(x, 2.0), fr, e, ldexp(x, 5), mf, ip);
        printf("  expm1 %.17g log1p %.17g erf %.17g erfc %.17g tgamma %.17g lgamma %.17g\n", expm1(x),
               x > -1 ? log1p(x) : 0.0, erf(x), erfc(x), tgamma(x), lgamma(x));
        printf("  asin %.17g acos %.17g atan %.17g sinh %.17g cosh %.17g tanh %.17g asinh %.17g exp2 %.17g log2 %.17g\n",
               asin(x / 100), acos(x / 100), atan(x), sinh(x), cosh(x), tanh(x), asinh(x), exp2(x), log2(fabs(x)));
        printf("  f: tgammaf %.9g erff %.9g lgammaf %.9g hypotf %.9g atan2f %.9g truncf %g\n", (double)tgammaf((float)x),
               (double)erff((float)x), (double)lgammaf((float)x), (double)hypotf((float)x, 2.0f),
               (double)atan2f((float)x, 3.0f), (double)truncf((float)x));
    }
    printf("fmod inf %g nan %d fdim %g %g copysign %g\n", fmod(5.0, INFINITY), isnan(fmod(INFINITY, 2.0)) != 0,
           fdim(3.0, 5.0), fdim(5.0, 3.0), copysign(1.0, -0.0));
    printf("acosh %.17g atanh %.17g log10f %.9g powf %.9g\n", acosh(3.0), atanh(0.5), (double)log10f(1000.0f),
           (double)powf(2.0f, 0.5f));
    return 0;
}
