// Safe twin of the shift-base tests under --ub-overflow: signed left shifts that fit (up to 1 << 30, 0x3fffffff << 1), unsigned shifts into the top bit, and a negative value shifted right are all defined.
// EXPECT: safe
// FLAGS: --ub-overflow
#include <stdio.h>

int main(void) {
    int flags = 0;
    for (int bit = 0; bit < 31; bit++)
        flags |= 1 << bit;
    int big = 0x3fffffff << 1;
    unsigned top = 1u << 31;
    long long wide = 1LL << 62;
    int neg = -16 >> 2;
    printf("%x %d %u %lld %d\n", (unsigned)flags, big, top, wide, neg);
    return 0;
}
