// With --ub-overflow, negating INT_MIN overflows: an arith error at the negation.
// EXPECT: error arith
// FLAGS: --ub-overflow
#include <stdio.h>
#include <limits.h>

static int my_abs(int x) {
    if (x < 0)
        return -x; // ERROR
    return x;
}

int main(void) {
    int vals[] = { 5, -7, INT_MIN };
    for (int i = 0; i < 3; i++)
        printf("%d\n", my_abs(vals[i]));
    return 0;
}
