// x86_fp80 long double in its own 64-bit precision (values shown by their bytes; compiled with -mlong-double-80, which is divm's default now): machine epsilon, 1/3 and 0.1L, +-*/, conversions to and from 64-bit integers and double, comparisons close to 1 and with NaN, and division in each rounding mode.
// EXPECT: safe
// MODE: run-diff
// FLAGS: --cflags=-mlong-double-80
#include <fenv.h>
#pragma STDC FENV_ACCESS ON
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static void show(const char *what, long double x) {
    unsigned char b[16];
    memcpy(b, &x, sizeof x);
    printf("%s=%04x", what, (unsigned)(b[9] << 8 | b[8]));
    for (int i = 7; i >= 0; i--)
        printf("%02x", b[i]);
    printf(" %.17g\n", (double)x);
}

struct pair {
    char tag;
    long double v;
};

int main(void) {
    volatile long double one = 1.0L, three = 3.0L, ten = 10.0L, two = 2.0L;
    long double e = 1.0L;
    int n = 0;
    while (1.0L + e / 2 != 1.0L) {
        e /= 2;
        n++;
    }
    show("eps", e);
    printf("eps steps=%d eps==LDBL_EPSILON %d sizeof=%zu mant=%d\n", n, e == LDBL_EPSILON, sizeof(long double), LDBL_MANT_DIG);
    show("third", one / three);
    show("tenth", one / ten);
    show("0.1L", 0.1L);
    printf("0.1L==1/10: %d 0.1L==0.1: %d\n", 0.1L == one / ten, 0.1L == (long double)(double)0.1L);
    show("1+eps", one + LDBL_EPSILON);
    printf("1+eps>1 %d 1+eps/2>1 %d\n", one + LDBL_EPSILON > one, one + LDBL_EPSILON / 2 > one);
    show("mul", (one / three) * (one / ten));
    show("sub", one - one / three);
    volatile int64_t big = INT64_MAX;
    volatile uint64_t ubig = UINT64_MAX;
    long double lb = big, lu = ubig;
    show("i64max", lb);
    show("u64max", lu);
    printf("back %lld %llu\n", (long long)(lb - 1), (unsigned long long)lu);
    printf("to i64 %lld %llu\n", (long long)(ten / three * 1e18L), (unsigned long long)(-one / three * -1e19L));
    show("of double", (long double)0.1);
    printf("to double %.17g float %.9g\n", (double)(one / three), (float)(one / three));
    volatile long double nan = NAN;
    printf("nan: < %d > %d == %d != %d unord %d\n", nan < one, nan > one, nan == nan, nan != nan, isunordered(nan, one));
    show("0/0 sign", -(one - one) / (one - one) * 0 + nan);
    struct pair p = {'x', 1.0L / 3};
    show("struct", p.v);
    printf("offset %zu size %zu\n", __builtin_offsetof(struct pair, v), sizeof p);
    int modes[] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
    for (int i = 0; i < 4; i++) {
        fesetround(modes[i]);
        show("div", one / three);
        show("neg div", -one / three);
        show("i64", (long double)(big - 1));
    }
    fesetround(FE_TONEAREST);
    return 0;
}
