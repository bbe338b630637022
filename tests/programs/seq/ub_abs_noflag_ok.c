// Without --ub-overflow, abs of the least int wraps to itself, as on x86-64 (signed overflow is an error only with the flag).
// EXPECT: safe
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int m = INT_MIN;
    printf("%d %ld\n", abs(m), labs(LONG_MIN + 0 * m));
    return 0;
}
