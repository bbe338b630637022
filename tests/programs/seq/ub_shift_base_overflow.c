// With --ub-overflow, a signed left shift whose result does not fit is signed overflow (C17 6.5.7p4: 1 << 31 of an int), although the shift amount is in range.
// EXPECT: error arith
// FLAGS: --ub-overflow
#include <stdio.h>

int main(void) {
    int flags = 0;
    for (int bit = 28; bit < 32; bit++)
        flags |= 1 << bit; // ERROR: signed overflow: 1 << 31 does not fit in a signed 32-bit integer
    printf("%x\n", (unsigned)flags);
    return 0;
}
