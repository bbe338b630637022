// INT64_MIN % -1 is undefined in C (srem overflows) and traps natively: an arithmetic error.
// EXPECT: error arith
#include <stdio.h>
#include <stdint.h>

int main(void) {
    volatile int64_t m = INT64_MIN, d = -1;
    int64_t r = m % d; // ERROR
    printf("%lld\n", (long long)r);
    return 0;
}
