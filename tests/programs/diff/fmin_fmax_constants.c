// fmin/fmax whose operands are literal constants: two are folded at compile time (-0 below +0, a NaN gives the other), and one non-NaN constant beside a variable wins a tie of signed zeros (x86's minsd/maxsd return their second operand, where the constant goes).
// EXPECT: safe
// MODE: run-diff
// O0-ONLY: which operand a tie of signed zeros or a NaN gives depends on the code clang emits (LLVM lets minnum/maxnum return either)
#include <math.h>
#include <stdio.h>

#define SHOW(e) printf("%-22s = %g%s\n", #e, (double)(e), signbit(e) ? " (neg)" : "")

int main(void) {
    SHOW(fmax(-0.0, 0.0));
    SHOW(fmax(0.0, -0.0));
    SHOW(fmin(0.0, -0.0));
    SHOW(fmin(-0.0, 0.0));
    SHOW(fmin(NAN, -NAN));
    SHOW(fmin(-NAN, NAN));
    SHOW(fmax(NAN, 1.0));
    SHOW(fmin(1.0, -NAN));
    SHOW(fminf(0.0f, -0.0f));
    SHOW(fmaxf(-0.0f, 0.0f));
    double z = 0.0, nz = -0.0, n = NAN;
    float zf = 0.0f;
    SHOW(fmin(z, -0.0));
    SHOW(fmin(-0.0, z));
    SHOW(fmax(z, -0.0));
    SHOW(fmax(-0.0, z));
    SHOW(fmin(nz, 0.0));
    SHOW(fmax(0.0, nz));
    SHOW(fmin(n, 2.0));
    SHOW(fmax(2.0, n));
    SHOW(fmin(z, NAN));
    SHOW(fmax(NAN, nz));
    SHOW(fminf(zf, -0.0f));
    SHOW(fmaxf(-0.0f, zf));
    return 0;
}
