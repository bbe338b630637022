// With --ub-overflow, signed int addition that overflows (INT_MAX + 1) is an arith error at the addition.
// EXPECT: error arith
// FLAGS: --ub-overflow
#include <stdio.h>
#include <limits.h>

static int next(int x) {
    return x + 1; // ERROR
}

int main(void) {
    int v = INT_MAX - 2;
    for (int i = 0; i < 4; i++) {
        v = next(v);
        printf("%d\n", v);
    }
    return 0;
}
