// The long double functions of <math.h> that are exact, in 80 bits as glibc's (sqrtl, fabsl, floorl, ceill, truncl, roundl, rintl, fmodl, remainderl, remquol, frexpl, ldexpl, scalbnl, modfl, ilogbl, logbl, nextafterl, nexttowardl, nexttoward, copysignl, fminl, fmaxl, lrintl), classification past double's range (isfinite(1e4000L)), and complex long double multiplication and division (__mulxc3, __divxc3).
// EXPECT: safe
// MODE: run-diff
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdio.h>

int main(void) {
    volatile long double two = 2, third = 1 / 3.0L, x = -7 / 2.0L + LDBL_EPSILON * 4;
    printf("sqrt %La %La %La\n", sqrtl(two), sqrtl(third), sqrtl(LDBL_TRUE_MIN));
    printf("fabs %La floor %La ceil %La trunc %La\n", fabsl(x), floorl(x), ceill(x), truncl(x));
    printf("round %La %La rint %La %La\n", roundl(-2.5L), roundl(x), rintl(-2.5L), rintl(x));
    printf("fmod %La remainder %La\n", fmodl(10.0L, third), remainderl(10.0L, third));
    int q;
    long double rq = remquol(10.0L, third, &q);
    printf("remquo %La %d\n", rq, q);
    int ex;
    long double fr = frexpl(third, &ex);
    printf("frexp %La %d ldexp %La %La scalbn %La\n", fr, ex, ldexpl(third, -16000), ldexpl(third, 16400), scalbnl(third, 70));
    long double ip;
    long double fp = modfl(10.0L / 3, &ip);
    printf("modf %La %La ilogb %d %d logb %La\n", fp, ip, ilogbl(third), ilogbl(LDBL_TRUE_MIN), logbl(1e100L));
    printf("nextafter %La %La %La %La\n", nextafterl(1.0L, 2.0L), nextafterl(1.0L, 0.0L), nextafterl(0.0L, -1.0L), nextafterl(LDBL_MIN, 0.0L));
    printf("nexttoward %La %a %a\n", nexttowardl(third, 1.0L), nexttoward(1.0, 1.0L + LDBL_EPSILON), nexttoward(1.0, 1.0L));
    printf("copysign %La fmin %La fmax %La lrint %ld\n", copysignl(third, -1.0L), fminl(third, two), fmaxl(third, two), lrintl(1e18L / 3));
    volatile long double a = 1.5L, b = -third, c = two, d = 0.1L;
    long double _Complex z = a + b * I, w = c + d * I;
    long double _Complex m = z * w, v = z / w;
    printf("complex %La %La %La %La\n", creall(m), cimagl(m), creall(v), cimagl(v));
    printf("conj %La %La\n", creall(conjl(z)), cimagl(conjl(z)));
    volatile long double big = 1e4000L, sub = LDBL_TRUE_MIN, fine = 1 + LDBL_EPSILON;
    printf("classify %d %d %d %d %d %d %d %d\n", isfinite(big), isinf(big), isnormal(sub), fpclassify(sub) == FP_SUBNORMAL,
           isnormal(big), (double)fine == 1.0, isinf(big * big), signbit(-sub));
    return 0;
}
