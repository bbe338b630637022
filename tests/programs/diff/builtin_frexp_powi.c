// __builtin_frexp and __builtin_powi are the intrinsics llvm.frexp (a {value, exponent} pair, no pointer: it failed with "missing argument 2") and llvm.powi (pow(x, n) with an int n under -ffast-math: it was not implemented), and clang's element-wise builtins are libm intrinsics on vectors (llvm.sqrt.v4f32: unsupported): each gives what native code computes (powi as libgcc's __powidf2, square and multiply).
// EXPECT: safe
// MODE: run-diff
// O0-ONLY: LLVM folds powi of constants with the host's pow at -O1 and -O2 (native -O2 code prints other last bits too)
#include <stdio.h>

typedef float v4f __attribute__((ext_vector_type(4)));
typedef double v2d __attribute__((ext_vector_type(2)));

int main(void) {
    const double xs[] = {96.0, -0.375, 0.0, -0.0, 5e-320, 1e300, 0.1};
    for (int i = 0; i < 7; i++) {
        int e = 12345;
        double m = __builtin_frexp(xs[i], &e);
        printf("frexp(%g) = %a * 2^%d\n", xs[i], m, e);
    }
    int ef;
    float mf = __builtin_frexpf(-48.5f, &ef);
    printf("frexpf = %a %d\n", mf, ef);

    for (int n = -40; n <= 40; n += 7)
        printf("powi(1.1, %d) = %a  powif(0.7, %d) = %a\n", n, __builtin_powi(1.1, n), n, __builtin_powif(0.7f, n));
    printf("%a %a %a\n", __builtin_powi(2.0, -1074), __builtin_powi(-3.0, 3), __builtin_powi(10.0, 400));

    v4f a = {0.25f, 2.0f, 9.0f, 1e-3f};
    v4f s = __builtin_elementwise_sqrt(a);
    v4f l = __builtin_elementwise_log2(a);
    v4f r = __builtin_elementwise_roundeven(a * 10.5f);
    printf("%a %a %a %a | %a %a | %g %g %g %g\n", s[0], s[1], s[2], s[3], l[1], l[3], r[0], r[1], r[2], r[3]);
    v2d b = {0.5, -1.25};
    v2d c = __builtin_elementwise_sin(b) + __builtin_elementwise_exp(b) + __builtin_elementwise_floor(b);
    printf("%a %a\n", c[0], c[1]);
    return 0;
}
