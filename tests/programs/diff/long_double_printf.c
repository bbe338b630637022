// long double is x87's 80 bits, as natively (issue 47): the machine epsilon loop, sizeof and the LDBL_* macros, printf's %Lf %Le %Lg %La (exact digits, glibc's hex form) of several values at several precisions, strtold and sscanf's %Lf correctly rounded and round-tripping, strfroml, long double through va_arg and in a struct, conversions to and from 64-bit integers, comparisons with NaN, and division in each rounding mode.
// EXPECT: safe
// MODE: run-diff
#define __STDC_WANT_IEC_60559_BFP_EXT__ 1
#include <fenv.h>
#pragma STDC FENV_ACCESS ON
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec {
    char tag;
    long double v;
    int n;
};

static long double sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long double s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, long double);
    va_end(ap);
    return s;
}

static void all(const char *what, long double x) {
    printf("%s: %Lf | %Le | %Lg | %La | %.25Lg | %.25Le | %.3La | %.0La | %LA\n", what, x, x, x, x, x, x, x, x, x);
}

int main(void) {
    long double e = 1.0L;
    while (1.0L + e / 2 != 1.0L)
        e /= 2;
    printf("eps %Lg %d\n", e, e == LDBL_EPSILON);
    printf("sizeof %zu mant %d dig %d max_exp %d min_exp %d\n", sizeof(long double), LDBL_MANT_DIG, LDBL_DIG, LDBL_MAX_EXP,
           LDBL_MIN_EXP);
    printf("max %Lg min %Lg true_min %Lg\n", LDBL_MAX, LDBL_MIN, LDBL_TRUE_MIN);
    volatile long double one = 1, three = 3;
    all("0.1", 0.1L);
    all("1/3", one / three);
    all("-2/3", -2 * one / three);
    all("1", 1.0L);
    all("1e300*1e300", 1e300L * 1e300L);
    all("pi", 3.14159265358979323846264338327950288L);
    all("max", LDBL_MAX);
    all("tiny", LDBL_TRUE_MIN);
    all("-0", -0.0L);
    all("inf", (long double)INFINITY);
    printf("%.40Lf\n%30.20Lf|%-30.5Le|%+Lg|% Lg|%#.0Lf|%010.3Lf\n", 0.1L, one / three, one / three, 2.5L, 2.5L, 2.0L, -1.5L);
    printf("%.0Lf %.0Lf %.0Lf %.1Lf %.20Lg\n", 0.5L, 1.5L, 2.5L, 0.25L, 1e20L / 3);
    printf("%Lg %Lg %Lg %Lg\n", 123456789.0L, 1e-5L, 1e-4L, 1e6L);

    char *end;
    long double p = strtold("0.1", &end);
    printf("strtold 0.1 == 0.1L: %d rest '%s'\n", p == 0.1L, end);
    char buf[64];
    const long double vals[] = {0.1L, 1 / 3.0L, LDBL_MAX, LDBL_MIN, LDBL_TRUE_MIN, 1e-4000L, 12345.6789L};
    for (unsigned i = 0; i < sizeof vals / sizeof *vals; i++) {
        snprintf(buf, sizeof buf, "%.21Lg", vals[i]);
        long double back = strtold(buf, NULL);
        snprintf(buf, sizeof buf, "%La", vals[i]);
        long double hback = strtold(buf, NULL);
        printf("round trip %d %d %s\n", back == vals[i], hback == vals[i], buf);
    }
    printf("strtold %La %La %La %La\n", strtold("1e5000", NULL), strtold("-0x1.8p1", NULL), strtold("1.00000000000000000005421010862427522170037264", NULL),
           strtold("  .5e-2xyz", &end));
    printf("rest '%s'\n", end);
    long double s1, s2;
    double d1;
    int got = sscanf("0.1 2.5e3 -7.25", "%Lf %Lg %lf", &s1, &s2, &d1);
    printf("sscanf %d %d %.25Lg %Lg %g\n", got, s1 == 0.1L, s1, s2, d1);
    strfroml(buf, sizeof buf, "%.25g", 0.1L);
    printf("strfroml %s\n", buf);

    struct rec r = {'r', 1 / 3.0L, 7};
    printf("struct %c %.22Lg %d size %zu\n", r.tag, r.v, r.n, sizeof r);
    printf("va_arg %.22Lg\n", sum(3, 0.1L, 0.2L, 0.3L));

    volatile int64_t big = INT64_MAX;
    volatile uint64_t ubig = UINT64_MAX;
    long double lb = big, lu = ubig;
    printf("ints %.20Lg %.21Lg %lld %llu\n", lb, lu, (long long)lb, (unsigned long long)lu);
    printf("to int %lld %llu\n", (long long)(-1e18L / 3), (unsigned long long)(1e19L / 1.5L));

    volatile long double nan = NAN;
    printf("nan %Lf %d %d %d %d\n", nan, nan < 1, nan == nan, nan != nan, isnan(nan));

    int modes[] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
    for (int i = 0; i < 4; i++) {
        fesetround(modes[i]);
        long double q = one / three, nq = -one / three;
        fesetround(FE_TONEAREST);
        printf("mode %d: %La %La %.25Lg\n", i, q, nq, q);
    }
    return 0;
}
