// Decimal conversions in each rounding mode (glibc rounds them by the current mode): printf's %f %e %g %a with and without precision on positive and negative values, ties, carries and %g's style choice; strtod, strtof, strtold, atof and sscanf's %f %lf %Lf of decimals (the double just below or above the nearest) and of hexadecimal input past 53 bits or among the subnormals, with overflow (ERANGE from 2^1024 on where the mode gives DBL_MAX), underflow and errno.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long bd(double x) {
    uint64_t u;
    memcpy(&u, &x, 8);
    return (unsigned long long)u;
}

static unsigned bf(float x) {
    uint32_t u;
    memcpy(&u, &x, 4);
    return u;
}

static volatile double V[] = {0.25,   -0.25, 0.125, -0.125, 0.5,    -0.5,    1.5,     -1.5,   2.5,      -2.5, 0.1,    -0.1,   9.96,
                              -9.96,  99.95, 0.0996, 1.0 / 3, -2.0 / 3, 123456.5, 999999.5, 9.9999e-5, 1e-300, -1e-300, 1e300, -1e300,
                              DBL_MAX, 4.9e-324, 1e21, 0.0,   -0.0,    1.0,     -1.0,   0.05,     0.15, 1e-5,   9.5,    -9.5};
#define NV (sizeof V / sizeof V[0])

static unsigned long long hs(unsigned long long h, const char *s) {
    for (; *s; s++)
        h = h * 1000003 ^ (unsigned char)*s;
    return h * 1000003 ^ '|';
}

static void printing(void) {
    static const char *fmts[] = {"%f", "%.0f", "%.1f", "%.2f", "%.3f", "%.17f", "%e", "%.0e", "%.1e", "%.3e", "%g", "%.1g", "%.2g", "%.3g", "%#.3g",
                                 "%.17g", "%#.0f", "%#.0e", "%.3a", "%.1a", "%.0a", "%a", "%10.2f", "%-+12.3e", "%.20e"};
    char buf[400];
    printf("  %.1f %.1f %.1f %.1f %.0f %.0f %.0f %.0f\n", 0.25, -0.25, 0.35, -0.35, 0.5, -0.5, 2.5, -2.5);
    printf("  %f %f %.1e %.2g %.3g %g %.3a %.1a\n", 0.1, -0.1, 9.99e5, 9.96, 9.9999e-5, 1e-300, 1.0 / 3, -1.0 / 3);
    printf("  %.1f %.2f %e %#.0f %.0e %g %g %.30f\n", -1e-300, 0.005, 1e300, 1e-300, 9.5, 123456.5, 999999.5, 0.1);
    printf("  %.3f %.3f %.2e %.2e %.4g %.4g\n", 1e21, -1e21, DBL_MAX, -DBL_MAX, 4.9e-324, -4.9e-324);
    for (unsigned f = 0; f < sizeof fmts / sizeof fmts[0]; f++) {
        unsigned long long h = 0;
        for (unsigned i = 0; i < NV; i++) {
            snprintf(buf, sizeof buf, fmts[f], V[i]);
            h = hs(h, buf);
        }
        printf("  %s %016llx\n", fmts[f], h);
    }
    /* k/7 and k/10 at every small precision. */
    unsigned long long h = 0;
    for (int k = -60; k <= 60; k++)
        for (int p = 0; p < 5; p++) {
            snprintf(buf, sizeof buf, "%.*f %.*e %.*g", p, k / 7.0, p, k / 10.0, p, k * 1.05);
            h = hs(h, buf);
        }
    printf("  k/7 %016llx\n", h);
}

static const char *S[] = {"0.1", "-0.1", "0.2", "0.3", "-0.7", "1", "2.5", "1e23", "-1e23", "3.14159265358979323846", "123456789012345678901234567890",
                          "1e400", "-1e400", "1e-400", "-1e-400", "1.7976931348623158e308", "-1.7976931348623158e308", "4.9406564584124654e-324",
                          "2.4703282292062327e-324", "-2.4703282292062328e-324", "2.2250738585072011e-308", "0.30000000000000004", "9007199254740993",
                          "-9007199254740993", "1e-310", "0.000001", ".5e1", "5.e-1", "0", "-0", "0e10", "1e39", "-1e39", "1e-50", "3.4028235e38",
                          "3.40282357e38", "1.4e-45", "-1.4e-45", "1e-40", "16777217", "-16777217", "0.1f", "  +2.5e+2xyz",
                          "1.7976931348623159e308", "-1.7976931348623159e308", "1.8e308", "0x1.00000000000008p0", "0x1.000000000000081p0",
                          "-0x1.00000000000008p0", "0x1.0000000000000fffp0", "0x1p2000", "-0x1p2000", "0x1p-2000", "0x1.8p-1074", "0x1.4p-1074",
                          "-0x1p-1075", "0x3p-1076", "0x1.fffffffffffff8p1023", "0x1.23456789abcdef0123p-1030", "0x1p-1074", "0x1p-1030"};
#define NS (sizeof S / sizeof S[0])

static void parsing(void) {
    for (unsigned i = 0; i < NS; i++) {
        char *end;
        errno = 0;
        double d = strtod(S[i], &end);
        int ed = errno == ERANGE;
        errno = 0;
        float f = strtof(S[i], NULL);
        int ef = errno == ERANGE;
        double l = (double)strtold(S[i], NULL);
        printf("  %s: %016llx %d %d %08x %d %016llx %016llx\n", S[i], bd(d), ed, (int)(end - S[i]), bf(f), ef, bd(l), bd(atof(S[i])));
    }
    /* Many digits strings from a fixed generator. */
    unsigned long long h = 0, x = 12345;
    char buf[64];
    for (int k = 0; k < 300; k++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        int n = 1 + (int)(x >> 59);
        int e = (int)((x >> 40) % 80) - 40;
        int p = 0;
        if (k & 1)
            buf[p++] = '-';
        for (int j = 0; j < n; j++) {
            x = x * 6364136223846793005ULL + 1442695040888963407ULL;
            buf[p++] = (char)('0' + (x >> 60) % 10);
            if (j == 0)
                buf[p++] = '.';
        }
        snprintf(buf + p, sizeof buf - (size_t)p, "e%d", e);
        h = h * 1000003 ^ bd(strtod(buf, NULL));
        h = h * 1000003 ^ bf(strtof(buf, NULL));
    }
    printf("  generated %016llx\n", h);
    float f;
    double d;
    long double ld;
    int n = sscanf("0.1 -0.1 0.3", "%f %lf %Lf", &f, &d, &ld);
    printf("  sscanf %d %08x %016llx %016llx\n", n, bf(f), bd(d), bd((double)ld));
    n = sscanf("-2.4703282292062328e-324 1e39", "%lf %f", &d, &f);
    printf("  sscanf %d %016llx %08x\n", n, bd(d), bf(f));
}

int main(void) {
    static const int modes[] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
    static const char *names[] = {"nearest", "downward", "upward", "towardzero"};
    for (int i = 0; i < 4; i++) {
        fesetround(modes[i]);
        printf("%s\n", names[i]);
        printing();
        parsing();
    }
    fesetround(FE_TONEAREST);
    return 0;
}
