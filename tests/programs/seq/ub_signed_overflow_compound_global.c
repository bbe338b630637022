// With --ub-overflow, `total += x` on a global int that overflows is an arith error at the compound assignment (a load, add and store run together where nothing overflows).
// EXPECT: error arith
// FLAGS: --ub-overflow
#include <stdio.h>
#include <limits.h>

static int total = INT_MAX - 10;

int main(void) {
    for (int i = 1; i <= 5; i++) {
        total += i; // ERROR
        printf("total = %d\n", total);
    }
    return 0;
}
