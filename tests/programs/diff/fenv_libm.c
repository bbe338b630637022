// libm functions whose results depend on the rounding mode, exactly as glibc's: ldexp/ldexpf/scalbn/scalbln where the result overflows (to the largest finite value where the mode rounds toward it) or lands among the subnormals (rounded by the mode), with errno and the overflow and underflow flags; fdim, whose subtraction rounds.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdio.h>

static volatile double X[] = {3.0, -3.0, 1.0, 0x1.fffffffffffffp-1, -0x1.fffffffffffffp-1, DBL_MAX, -DBL_MAX, 0x1.8p-1060, 0.1, 5e-324, 0.0, -0.0};
static volatile int E[] = {-1075, -1074, -1080, -1022, 1, 1024, -3, -2000, 2000, -1023, 0, -1076};
#define NX (sizeof X / sizeof X[0])
#define NE (sizeof E / sizeof E[0])

static void flags(void) {
    printf("%c%c", fetestexcept(FE_OVERFLOW) ? 'O' : '-', fetestexcept(FE_UNDERFLOW) ? 'U' : '-');
    feclearexcept(FE_ALL_EXCEPT);
}

static void run(void) {
    for (unsigned a = 0; a < NX; a++) {
        printf(" ");
        for (unsigned b = 0; b < NE; b++) {
            errno = 0;
            feclearexcept(FE_ALL_EXCEPT);
            double r = ldexp(X[a], E[b]);
            printf(" %a/%d", r, errno);
            flags();
        }
        printf("\n");
    }
    for (unsigned a = 0; a < NX; a++) {
        printf(" ");
        for (unsigned b = 0; b < NE; b++) {
            float x = (float)X[a]; /* (its own flags: divm's arithmetic raises none) */
            errno = 0;
            feclearexcept(FE_ALL_EXCEPT);
            float r = ldexpf(x, E[b] / 8);
            printf(" %a/%d", r, errno);
            flags();
        }
        printf("\n");
    }
    printf("  scalbn %a %a %a %a\n", scalbn(X[0], -1075), scalblnf((float)X[0], -150L), scalbln(X[1], -1075L), scalbnf(-(float)X[2], -151));
    volatile double y[] = {1.0, -1e-30, 0.1, -0.2, DBL_MAX, -DBL_MAX, 2.0, 2.0, -0.7, 1e-300, NAN};
    errno = 0;
    printf("  fdim %a %a %a %d", fdim(y[0], y[1]), fdim(y[2], y[3]), fdim(y[4], y[5]), errno);
    printf(" %a %a %a %a %d\n", fdim(y[6], y[7]), fdim(y[1], y[0]), fdim(y[9], y[8]), fdim(y[8], y[9]), isnan(fdim(y[10], y[0])));
    volatile float z[] = {1.0f, -1e-20f, 0.1f, -0.2f};
    printf("  fdimf %a %a %a\n", fdimf(z[0], z[1]), fdimf(z[2], z[3]), fdimf(z[1], z[2]));
}

int main(void) {
    static const int modes[] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
    static const char *names[] = {"nearest", "downward", "upward", "towardzero"};
    for (int i = 0; i < 4; i++) {
        fesetround(modes[i]);
        printf("%s\n", names[i]);
        run();
    }
    fesetround(FE_TONEAREST);
    return 0;
}
