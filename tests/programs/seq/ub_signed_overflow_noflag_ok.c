// Without --ub-overflow, signed overflow wraps (as programs rely on in practice) and is not reported.
// EXPECT: safe
#include <stdio.h>
#include <limits.h>

int main(void) {
    int v = INT_MAX;
    v = v + 1;
    long f = 1;
    for (long i = 1; i <= 25; i++)
        f *= i;
    int n = INT_MIN;
    n = -n;
    printf("%d %ld %d\n", v, f, n);
    return 0;
}
