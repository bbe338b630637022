// Floating-point special values: infinities, NaN propagation, signed zero, subnormals, rounding of float<->double, fpclassify.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <math.h>
#include <float.h>

static const char *cls(double x) {
    switch (fpclassify(x)) {
    case FP_NAN: return "nan";
    case FP_INFINITE: return "inf";
    case FP_ZERO: return "zero";
    case FP_SUBNORMAL: return "sub";
    default: return "normal";
    }
}

int main(void) {
    volatile double zero = 0.0;
    double inf = 1.0 / zero, nan = zero / zero, nz = -zero;
    double vals[] = { inf, -inf, nan, nz, DBL_MIN, DBL_MIN / 4, DBL_MAX, DBL_TRUE_MIN, 1.0 };
    for (int i = 0; i < 9; i++) {
        double x = vals[i];
        printf("%s signbit %d isnan %d isinf %d finite %d normal %d\n", cls(x), signbit(x) != 0, isnan(x) != 0,
               isinf(x) != 0, isfinite(x) != 0, isnormal(x) != 0);
    }
    printf("inf-inf nan %d, inf*0 nan %d, nan==nan %d, nan!=nan %d\n", isnan(inf - inf), isnan(inf * 0), nan == nan, nan != nan);
    printf("nz %g 1/nz %g nz==0 %d copysign %g\n", nz, 1 / nz, nz == 0.0, copysign(3.0, nz));
    printf("max*2 %g min/2^60 %a epsilon %a %a\n", DBL_MAX * 2, DBL_MIN / 1152921504606846976.0, DBL_EPSILON, (double)FLT_EPSILON);
    float f1 = 16777216.0f;
    printf("float 2^24+1 %.1f %.1f\n", (double)(f1 + 1.0f), (double)(f1 + 2.0f));
    double d = 0.1;
    float f = (float)d;
    printf("0.1 as float %.20f back %.20f\n", (double)f, (double)f - d);
    printf("float overflow %g underflow %g\n", (double)(float)1e39, (double)(float)1e-50);
    printf("flt max %a min %a\n", (double)FLT_MAX, (double)FLT_MIN);
    printf("round ties even %.1f %.1f %a\n", (double)(float)0.5000000298023224, (double)(float)1.00000005960464477539, (double)(float)(1 + 0x1p-24));
    printf("fmin nan %g fmax nan %g\n", fmin(nan, 2.0), fmax(3.0, nan));
    return 0;
}
