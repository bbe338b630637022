// With --ub-overflow, a signed long multiplication that overflows (a factorial past 20!) is an arith error.
// EXPECT: error arith
// FLAGS: --ub-overflow
#include <stdio.h>

int main(void) {
    long f = 1;
    for (long i = 1; i <= 25; i++) {
        f *= i; // ERROR
        printf("%ld! = %ld\n", i, f);
    }
    return 0;
}
