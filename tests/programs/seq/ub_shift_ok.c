// Safe twin of the shift tests: shifts by up to width-1 of every width, unsigned top-bit shifts and promoted char shifts are defined.
// EXPECT: safe
#include <stdio.h>
#include <stdint.h>

int main(void) {
    unsigned u = 1;
    for (int i = 0; i < 32; i++)
        u |= 1u << i;
    uint64_t w = (uint64_t)1 << 63;
    unsigned char c = 0xAB;
    int promoted = c << 8;          /* c is promoted to int */
    int16_t h = -4;
    int right = h >> 1;             /* right shift of a negative value: implementation-defined, not UB */
    long l = 123456789L;
    long back = (l << 20) >> 20;
    printf("%x %llx %x %d %ld\n", u, (unsigned long long)w, promoted, right, back);
    for (int s = 0; s < 64; s++)
        w ^= (uint64_t)s << s % 64;
    printf("%llx\n", (unsigned long long)w);
    return 0;
}
