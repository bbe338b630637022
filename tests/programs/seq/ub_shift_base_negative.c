// With --ub-overflow, a left shift of a negative signed value is undefined (C17 6.5.7p4) whatever the amount.
// EXPECT: error arith
// FLAGS: --ub-overflow
#include <stdio.h>

static long scale(long v, int k) {
    return v << k; // ERROR: left shift of a negative value: -3 << 2
}

int main(void) {
    long sum = 0;
    for (long v = 3; v >= -3; v -= 3)
        sum += scale(v, 2);
    printf("%ld\n", sum);
    return 0;
}
