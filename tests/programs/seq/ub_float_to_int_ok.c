// Safe twin of the float-to-integer tests: values in range, truncation toward zero, -0.9 to unsigned (0), the limits of int and unsigned, and libm's conversions (lrint) are defined.
// EXPECT: safe
#include <math.h>
#include <stdio.h>
#include <stdint.h>

int main(void) {
    double vals[] = {0.0, -0.0, 2147483647.9, -2147483648.9, 3.99, -3.99};
    long sum = 0;
    for (int i = 0; i < 6; i++)
        sum += (int)vals[i];
    unsigned u = (unsigned)-0.9 + (unsigned)4294967295.5;
    uint64_t big = (uint64_t)18446744073709549568.0;
    unsigned char c = (unsigned char)255.9f;
    signed char s = (signed char)-128.5f;
    long r = lrint(2.5) + lround(-2.5);
    printf("%ld %u %llu %d %d %ld\n", sum, u, (unsigned long long)big, c, s, r);
    return 0;
}
