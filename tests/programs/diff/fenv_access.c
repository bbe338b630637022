// Directed rounding under #pragma STDC FENV_ACCESS ON (clang emits llvm.experimental.constrained.* calls, compares included): every rounding mode for float and double add, sub, mul, div, sqrt, fma, a*b+c, fptrunc, int-to-float conversions and rint/nearbyint/lrint/llrint, with signed zeros, overflow, subnormals and NaN; fegetenv/fesetenv carry the mode.
// EXPECT: safe
// MODE: run-diff
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#pragma STDC FENV_ACCESS ON

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

static volatile double D[] = {1.0, 3.0, 0.1, -0.1, 2.0, 0x1p-60, -0x1p-60, 1e300, -1e300, 1e-300, 0x1p-1074, -0x1p-1074, 0.0, -0.0, DBL_MAX, 1e-310, 2.5, -2.5, 3.7, -0.5};
static volatile float F[] = {1.0f, 3.0f, 0.1f, -0.1f, 2.0f, 0x1p-30f, -0x1p-30f, 1e30f, -1e30f, 1e-30f, 0x1p-149f, -0x1p-149f, 0.0f, -0.0f, FLT_MAX, 1e-40f, 2.5f, -2.5f, 3.7f, -0.5f};
#define N (sizeof D / sizeof D[0])

static void doubles(void) {
    unsigned long long h = 0;
    for (unsigned i = 0; i < N; i++)
        for (unsigned j = 0; j < N; j++) {
            double x = D[i], y = D[j];
            unsigned long long r[4] = {bd(x + y), bd(x - y), bd(x * y), bd(y != 0 ? x / y : 0)};
            for (int k = 0; k < 4; k++)
                h = h * 1000003 ^ r[k];
        }
    printf("  double table %016llx\n", h);
    volatile double a = D[1], b = D[0];
    printf("  1/3 %016llx -1/3 %016llx 1+2^-60 %016llx 1-2^-60 %016llx\n", bd(b / a), bd(-b / a), bd(b + D[5]), bd(b - D[5]));
    printf("  x-x %016llx 0+-0 %016llx -0-0 %016llx\n", bd(a - a), bd(D[12] + D[13]), bd(D[13] - D[12]));
    printf("  max*2 %016llx -max*2 %016llx max+max %016llx 1e300^2 %016llx\n", bd(D[14] * D[4]), bd(-D[14] * D[4]), bd(D[14] + D[14]), bd(D[7] * D[7]));
    printf("  tiny/2 %016llx -tiny/2 %016llx tiny*0.75 %016llx 1e-300^2 %016llx -1e-300^2 %016llx\n", bd(D[10] / D[4]), bd(D[11] / D[4]),
           bd(D[10] * 0.75), bd(D[9] * D[9]), bd(-D[9] * D[9]));
    volatile double inf = INFINITY;
    printf("  inf-inf nan %d inf+1 %016llx\n", isnan(inf - inf), bd(inf + 1));
    printf("  sqrt 2 %016llx 3 %016llx 0.1 %016llx -0 %016llx 4 %016llx sub %016llx\n", bd(sqrt(D[4])), bd(sqrt(D[1])), bd(sqrt(D[2])), bd(sqrt(D[13])),
           bd(sqrt(D[4] * D[4])), bd(sqrt(D[15])));
    printf("  fma %016llx %016llx %016llx %016llx\n", bd(fma(D[2], 10.0, -1.0)), bd(fma(D[4], D[1], -6.0)), bd(fma(D[9], D[9], D[13])), bd(fma(D[0], D[0], D[5])));
    double m = D[2], c = D[3];
    printf("  a*b+c %016llx %016llx\n", bd(m * m + c), bd(m * 3.0 + 1.0));
    double s = 0;
    for (int k = 0; k < 10; k++)
        s += D[2];
    printf("  sum %016llx\n", bd(s));
    printf("  fmod %016llx\n", bd(fmod(D[2] * 55, D[1])));
}

static void floats(void) {
    unsigned long long h = 0;
    for (unsigned i = 0; i < N; i++)
        for (unsigned j = 0; j < N; j++) {
            float x = F[i], y = F[j];
            unsigned r[4] = {bf(x + y), bf(x - y), bf(x * y), bf(y != 0 ? x / y : 0)};
            for (int k = 0; k < 4; k++)
                h = h * 1000003 ^ r[k];
        }
    printf("  float table %016llx\n", h);
    printf("  1/3 %08x 1+2^-30 %08x x-x %08x max*2 %08x tiny/2 %08x\n", bf(F[0] / F[1]), bf(F[0] + F[5]), bf(F[1] - F[1]), bf(F[14] * F[4]), bf(F[10] / F[4]));
    printf("  sqrtf 2 %08x 3 %08x fmaf %08x a*b+c %08x\n", bf(sqrtf(F[4])), bf(sqrtf(F[1])), bf(fmaf(F[2], 10.0f, -1.0f)), bf(F[2] * F[2] + F[3]));
    printf("  fptrunc");
    for (unsigned i = 0; i < N; i++)
        printf(" %08x", bf((float)D[i]));
    printf("\n");
}

static void conversions(void) {
    volatile long long l[] = {(1LL << 53) + 1, -((1LL << 53) + 1), (1LL << 62) + 3, -7, 0, 16777217, -16777217};
    volatile unsigned long long u[] = {~0ULL, (1ULL << 63) + 1, 0, 3, (1ULL << 53) + 1};
    volatile int in[] = {16777217, -16777217, 0, 2147483647};
    volatile unsigned un[] = {0xffffffffu, 16777217u, 0};
    printf("  sitofp");
    for (unsigned i = 0; i < sizeof l / sizeof l[0]; i++)
        printf(" %016llx/%08x", bd((double)l[i]), bf((float)l[i]));
    printf("\n  uitofp");
    for (unsigned i = 0; i < sizeof u / sizeof u[0]; i++)
        printf(" %016llx/%08x", bd((double)u[i]), bf((float)u[i]));
    printf("\n  int");
    for (unsigned i = 0; i < sizeof in / sizeof in[0]; i++)
        printf(" %08x", bf((float)in[i]));
    for (unsigned i = 0; i < sizeof un / sizeof un[0]; i++)
        printf(" %08x %016llx", bf((float)un[i]), bd((double)un[i]));
    printf("\n  rint");
    volatile double r[] = {2.5, -2.5, 3.7, -3.7, 0.5, -0.5, -0.2, 1e300};
    for (unsigned i = 0; i < sizeof r / sizeof r[0]; i++) {
        printf(" %016llx %016llx", bd(rint(r[i])), bd(nearbyint(r[i])));
        if (fabs(r[i]) < 1e18)
            printf(" %ld %lld", lrint(r[i]), llrint(r[i]));
        printf(" %08x %08x", bf(rintf((float)r[i])), bf(nearbyintf((float)r[i])));
        if (fabs(r[i]) < 1e18)
            printf(" %ld %lld", lrintf((float)r[i]), llrintf((float)r[i]));
    }
    printf("\n");
}

int main(void) {
    static const int modes[] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
    static const char *names[] = {"nearest", "downward", "upward", "towardzero"};
    for (int i = 0; i < 4; i++) {
        int rc = fesetround(modes[i]);
        printf("%s: fesetround %d fegetround %d\n", names[i], rc, fegetround() == modes[i]);
        doubles();
        floats();
        conversions();
    }
    printf("bad mode %d kept %d\n", fesetround(12345) != 0, fegetround() == FE_TOWARDZERO);
    fenv_t e;
    fesetround(FE_UPWARD);
    fegetenv(&e);
    fesetround(FE_TONEAREST);
    fesetenv(&e);
    printf("fesetenv %d\n", fegetround() == FE_UPWARD);
    fesetround(FE_DOWNWARD);
    feupdateenv(&e);
    printf("feupdateenv %d\n", fegetround() == FE_UPWARD);
    feholdexcept(&e);
    fesetround(FE_TOWARDZERO);
    fesetenv(&e);
    printf("feholdexcept %d\n", fegetround() == FE_UPWARD);
    fesetenv(FE_DFL_ENV);
    printf("default %d\n", fegetround() == FE_TONEAREST);
    return 0;
}
