// Directed rounding of x86_fp80 long double (compiled with -mlong-double-80, as bitcode from elsewhere would be): add, sub, mul, div, a*b+c (fmuladd), int-to-long-double and long-double-to-float in each mode, with signed zeros, overflow and underflow. Each result is shown as its double (a directed rounding to 64 bits then to 53 is the one to 53); diff/long_double_x87_precision.c shows the 80 bits.
// EXPECT: safe
// MODE: run-diff
// FLAGS: --cflags=-mlong-double-80
#include <fenv.h>
/* (Without it -O1 may move the divisions below across fesetround: tests/optlevels.rs) */
#pragma STDC FENV_ACCESS ON
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
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

// Double values (not long double literals: 0.1L is not the double 0.1),
// so that divm's long double holds each exactly. (libm's long double
// functions are not called: libc-shim's take doubles.)
static volatile long double L[] = {1.0, 3.0, -3.0, 2.0, 0x1p-60, -0x1p-60, 0.1, -0.7, DBL_MAX, 1e-300, 0x1p-1074, 0.0, -0.0, 2.5, 10.0};
#define N (sizeof L / sizeof L[0])

static void run(void) {
    unsigned long long h = 0;
    for (unsigned i = 0; i < N; i++)
        for (unsigned j = 0; j < N; j++) {
            long double x = L[i], y = L[j];
            unsigned long long r[4] = {bd((double)(x + y)), bd((double)(x - y)), bd((double)(x * y)), bd(y != 0 ? (double)(x / y) : 0)};
            for (int k = 0; k < 4; k++)
                h = h * 1000003 ^ r[k];
        }
    printf("  table %016llx\n", h);
    long double one = L[0], three = L[1];
    printf("  1/3 %016llx -1/3 %016llx 1/-3 %016llx\n", bd((double)(one / three)), bd((double)(-one / three)), bd((double)(one / L[2])));
    printf("  1+2^-60 %016llx 1-2^-60 %016llx -1-2^-60 %016llx\n", bd((double)(one + L[4])), bd((double)(one + L[5])), bd((double)(-one + L[5])));
    printf("  x-x %016llx 0+-0 %016llx -0-0 %016llx\n", bd((double)(three - three)), bd((double)(L[11] + L[12])), bd((double)(L[12] - L[11])));
    printf("  0.1*-0.7 %016llx 0.1*0.1 %016llx\n", bd((double)(L[6] * L[7])), bd((double)(L[6] * L[6])));
    printf("  max*2 %016llx -max*2 %016llx\n", bd((double)(L[8] * L[3])), bd((double)(-L[8] * L[3])));
    printf("  1e-300^2 %016llx -1e-300^2 %016llx tiny*0.75 %016llx\n", bd((double)(L[9] * L[9])), bd((double)(-L[9] * L[9])), bd((double)(L[10] * 0.75L)));
    long double a = L[1], b = L[14], c = L[4];
    printf("  a*b+c %016llx %016llx\n", bd((double)(a * b + c)), bd((double)(a * b - c)));
    printf("  to float %08x %08x %08x %08x\n", bf((float)L[6]), bf((float)L[7]), bf((float)(one / three)), bf((float)L[8]));
    volatile long long ll[] = {(1LL << 53) + 1, -((1LL << 53) + 1), (1LL << 62) + 3, -7, 0};
    volatile unsigned long long ull[] = {~0ULL, (1ULL << 63) + 1, 3};
    printf("  from int");
    for (unsigned i = 0; i < sizeof ll / sizeof ll[0]; i++)
        printf(" %016llx", bd((double)(long double)ll[i]));
    for (unsigned i = 0; i < sizeof ull / sizeof ull[0]; i++)
        printf(" %016llx", bd((double)(long double)ull[i]));
    printf("\n");
}

int main(void) {
    static const int modes[] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
    static const char *names[] = {"nearest", "downward", "upward", "towardzero"};
    for (int i = 0; i < 4; i++) {
        fesetround(modes[i]);
        printf("%s\n", names[i]);
        run();
    }
    fesetround(FE_DOWNWARD);
    volatile long double one = 1.0L, three = 3.0L;
    long double dn = one / three;
    fesetround(FE_UPWARD);
    long double up = one / three;
    fesetround(FE_TONEAREST);
    printf("1/3 downward < upward: %d\n", dn < up);
    return 0;
}
