// abs/labs/llabs, integer min/max via ternaries and __builtin_elementwise_{min,max} (llvm.smin/smax/umin/umax/abs).
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

int main(void) {
    int v[] = { -7, 0, 13, INT_MIN + 1, INT_MAX, -1 };
    for (int i = 0; i < 6; i++) {
        int a = v[i], b = v[(i + 1) % 6];
        unsigned ua = a, ub = b;
        printf("%d %d: abs %d min %d max %d emin %d emax %d umin %u umax %u\n", a, b, abs(a), MIN(a, b), MAX(a, b),
               __builtin_elementwise_min(a, b), __builtin_elementwise_max(a, b),
               __builtin_elementwise_min(ua, ub), __builtin_elementwise_max(ua, ub));
        printf("  eabs %d\n", __builtin_elementwise_abs(a));
    }
    printf("labs %ld llabs %lld\n", labs(-1234567890123L), llabs(-LLONG_MAX));
    long long big[] = { LLONG_MIN, -5, 5, LLONG_MAX };
    for (int i = 0; i < 4; i++)
        printf("ll emax %lld emin %lld\n", __builtin_elementwise_max(big[i], 0LL), __builtin_elementwise_min(big[i], 0LL));
    signed char sc[] = { -128, 127, -3 };
    for (int i = 0; i < 3; i++)
        printf("i8 max %d min %d\n", __builtin_elementwise_max(sc[i], (signed char)-4), __builtin_elementwise_min(sc[i], (signed char)-4));
    double d[] = { -0.0, 2.5, -3.5 };
    for (int i = 0; i < 3; i++) printf("fmax %g fmin %g\n", __builtin_fmax(d[i], 1.0), __builtin_fmin(d[i], 1.0));
    return 0;
}
