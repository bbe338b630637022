// A 64-bit shift count of 2^32 shifting an int: clang truncates the count to 32 bits (0) before the shift, so only -fsanitize=shift-exponent sees the undefined shift (C11 6.5.7p3): arith.
// EXPECT: error arith
#include <stdio.h>

int main(void) {
    long long n = 1LL << 32;
    int v = 5 << n; // ERROR: shift by 4294967296 of a 32-bit value
    printf("%d\n", v);
    return 0;
}
