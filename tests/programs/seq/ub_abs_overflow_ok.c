// Safe twin of ub_abs_overflow.c: abs, labs and llabs of values whose magnitude fits, with --ub-overflow; and the least value is checked only with that flag.
// EXPECT: safe
// FLAGS: --ub-overflow
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int a = INT_MIN + 1;
    long b = LONG_MIN + 1;
    long long c = -LLONG_MAX;
    printf("%d %ld %lld %d\n", abs(a), labs(b), llabs(c), abs(0));
    unsigned u = (unsigned)INT_MIN;
    printf("%u\n", u);
    return 0;
}
