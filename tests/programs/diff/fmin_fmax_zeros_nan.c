// fmin/fmax/fminf/fmaxf over signed zeros, NaNs of both signs and ordinary values, called directly (clang makes llvm.minnum/maxnum, inlined natively: a tie or a NaN second operand keeps the first) and through pointers (glibc's own functions: a tie gives the second).
// EXPECT: safe
// MODE: run-diff
// O0-ONLY: which operand a tie of signed zeros or a NaN gives depends on the code clang emits (LLVM lets minnum/maxnum return either)
#include <math.h>
#include <stdio.h>

static void show(const char *what, double r) { printf("%s=%g%s ", what, r, signbit(r) ? "(neg)" : ""); }

int main(void) {
    volatile double v[] = {0.0, -0.0, NAN, -NAN, 1.0, -1.0, INFINITY, -INFINITY};
    double (*pmin)(double, double) = fmin;
    double (*pmax)(double, double) = fmax;
    float (*pminf)(float, float) = fminf;
    float (*pmaxf)(float, float) = fmaxf;
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 8; j++) {
            double a = v[i], b = v[j];
            printf("%g%s,%g%s: ", a, signbit(a) ? "(neg)" : "", b, signbit(b) ? "(neg)" : "");
            show("min", fmin(a, b));
            show("max", fmax(a, b));
            show("minf", fminf((float)a, (float)b));
            show("maxf", fmaxf((float)a, (float)b));
            show("pmin", pmin(a, b));
            show("pmax", pmax(a, b));
            show("pminf", pminf((float)a, (float)b));
            show("pmaxf", pmaxf((float)a, (float)b));
            printf("\n");
        }
    }
    return 0;
}
