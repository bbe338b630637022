// Compiled for a CPU with FMA (-mfma, as -march=native or x86-64-v3 gives), `a * b + c` in one expression is llvm.fmuladd and native code fuses it into one rounding; divm rounded twice (x86-64's baseline), so results differed in the last bits (0.1 * 10 - 1 is 2^-54 fused, 0 unfused). Code without FMA still rounds twice (diff/float_ops.c).
// EXPECT: safe
// MODE: run-diff
// FLAGS: --cflags=-mfma
#include <stdio.h>

static double dot(const double *x, const double *y, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s = x[i] * y[i] + s;
    return s;
}

int main(void) {
    volatile double a = 0.1, b = 10.0, c = -1.0;
    printf("%a\n", a * b + c);
    volatile float x = 1.1f, y = 1.1f, z = -1.21f;
    printf("%a\n", x * y + z);
    volatile double big = 0x1.0000001p0;
    printf("%a\n", big * big - 1.0);
    double u[16], v[16];
    for (int i = 0; i < 16; i++) {
        u[i] = 1.0 / (i + 3);
        v[i] = (i % 2 ? -1.0 : 1.0) / (i + 7);
    }
    printf("%a\n", dot(u, v, 16));
    return 0;
}
