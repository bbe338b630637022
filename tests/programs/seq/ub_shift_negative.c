// A negative shift amount is undefined (C11 6.5.7p3), also for right shifts: an arith error at the shift.
// EXPECT: error arith
#include <stdio.h>

int main(void) {
    long v = 1L << 40;
    for (int k = 2; k >= -1; k--) {
        long r = v >> k; // ERROR
        printf("%d: %ld\n", k, r);
    }
    return 0;
}
