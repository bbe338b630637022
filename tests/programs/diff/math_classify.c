// math.h classification and comparison macros on double, float and long double (zeros, subnormals, normals, infinities, NaNs), FP_* constants, signbit of -0 and -NaN, quiet comparisons with NaN, nan(), HUGE_VAL/INFINITY/NAN; fenv basics: round to nearest, flags raised and cleared by hand, fegetenv/fesetenv/feholdexcept/feupdateenv.
// EXPECT: safe
// MODE: run-diff
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdio.h>

static const char *cls(int c) {
    switch (c) {
    case FP_NAN: return "NAN";
    case FP_INFINITE: return "INFINITE";
    case FP_ZERO: return "ZERO";
    case FP_SUBNORMAL: return "SUBNORMAL";
    case FP_NORMAL: return "NORMAL";
    default: return "?";
    }
}

#define SHOW(x)                                                                                                      \
    printf("%-14s %-9s finite %d inf %d nan %d normal %d signbit %d\n", #x, cls(fpclassify(x)), isfinite(x) != 0, \
           isinf(x) != 0, isnan(x) != 0, isnormal(x) != 0, signbit(x) != 0)

int main(void) {
    volatile double one = 1.0;
    double vals[] = {0.0, -0.0, DBL_MIN, DBL_MIN / 4, -DBL_TRUE_MIN, 1.5, -DBL_MAX, HUGE_VAL, -INFINITY, NAN, -NAN};
    for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        double x = vals[i] * one;
        SHOW(x);
    }
    float fvals[] = {0.0f, FLT_MIN / 2, FLT_MAX, -INFINITY, NAN};
    for (unsigned i = 0; i < sizeof fvals / sizeof fvals[0]; i++) {
        float f = fvals[i] * (float)one;
        SHOW(f);
    }
    long double ld = 1e-300L * one;
    SHOW(ld);
    double nan1 = nan("") * one;
    SHOW(nan1);
    printf("FP constants distinct: %d\n", FP_NAN != FP_INFINITE && FP_ZERO != FP_SUBNORMAL && FP_NORMAL != FP_ZERO);
    double n = NAN * one, a = 1.0 * one, b = 2.0 * one;
    printf("isgreater %d %d isgreaterequal %d isless %d islessequal %d islessgreater %d %d isunordered %d %d\n",
           isgreater(b, a), isgreater(n, a), isgreaterequal(a, a), isless(a, n), islessequal(a, b), islessgreater(a, b),
           islessgreater(a, a), isunordered(a, n), isunordered(a, b));
    printf("nan == nan %d, nan != nan %d\n", n == n, n != n);
    printf("math_errhandling %d FLT_EVAL_METHOD %d\n", math_errhandling, FLT_EVAL_METHOD);

    printf("fegetround nearest %d, fesetround(nearest) %d\n", fegetround() == FE_TONEAREST, fesetround(FE_TONEAREST));
    printf("feclearexcept %d, nothing raised %d\n", feclearexcept(FE_ALL_EXCEPT), fetestexcept(FE_ALL_EXCEPT));
    printf("feraiseexcept %d -> %d %d\n", feraiseexcept(FE_OVERFLOW | FE_INEXACT), fetestexcept(FE_OVERFLOW) != 0,
           fetestexcept(FE_INVALID) != 0);
    fexcept_t saved;
    fegetexceptflag(&saved, FE_ALL_EXCEPT);
    feclearexcept(FE_OVERFLOW);
    printf("cleared overflow %d, inexact kept %d\n", fetestexcept(FE_OVERFLOW) != 0, fetestexcept(FE_INEXACT) != 0);
    fesetexceptflag(&saved, FE_OVERFLOW);
    printf("restored overflow %d\n", fetestexcept(FE_OVERFLOW) != 0);
    fenv_t env;
    printf("feholdexcept %d, flags now %d\n", feholdexcept(&env), fetestexcept(FE_ALL_EXCEPT));
    feraiseexcept(FE_DIVBYZERO);
    printf("feupdateenv %d: overflow %d divbyzero %d\n", feupdateenv(&env), fetestexcept(FE_OVERFLOW) != 0,
           fetestexcept(FE_DIVBYZERO) != 0);
    fegetenv(&env);
    feclearexcept(FE_ALL_EXCEPT);
    fesetenv(&env);
    printf("fesetenv restores: %d\n", fetestexcept(FE_OVERFLOW | FE_DIVBYZERO) == (FE_OVERFLOW | FE_DIVBYZERO));
    fesetenv(FE_DFL_ENV);
    printf("FE_DFL_ENV clears: %d\n", fetestexcept(FE_ALL_EXCEPT));
    printf("rint(2.5) %g nearbyint(-3.5) %g lrint(0.5) %ld\n", rint(2.5 * one), nearbyint(-3.5 * one), lrint(0.5 * one));
    return 0;
}
