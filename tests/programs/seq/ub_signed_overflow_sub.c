// With --ub-overflow, a signed subtraction below INT_MIN (a comparator written as a - b) is an arith error.
// EXPECT: error arith
// FLAGS: --ub-overflow
#include <stdio.h>
#include <limits.h>

static int cmp(int a, int b) {
    return a - b; // ERROR
}

int main(void) {
    printf("%d\n", cmp(3, 5) < 0);
    printf("%d\n", cmp(INT_MIN, 1) < 0);
    return 0;
}
