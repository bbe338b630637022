// Shifts on every width by 0..width-1: shl, logical and arithmetic right shift of negative values, shifts by variable amounts.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>

int main(void) {
    uint64_t h = 0;
    for (int s = 0; s < 64; s++) {
        int8_t a8 = -100; uint8_t u8 = 0xA5; int16_t a16 = -30000; uint16_t u16 = 0xBEEF;
        int32_t a32 = -123456789; uint32_t u32 = 0xDEADBEEF; int64_t a64 = -1234567890123456789LL;
        uint64_t u64 = 0xFEDCBA9876543210ULL;
        if (s < 8) h = h * 31 + (uint8_t)(u8 << s) + (uint8_t)(u8 >> s) + (uint8_t)(a8 >> s);
        if (s < 16) h = h * 31 + (uint16_t)(u16 << s) + (uint16_t)(u16 >> s) + (uint16_t)(a16 >> s);
        if (s < 32) h = h * 31 + (uint32_t)(u32 << s) + (u32 >> s) + (uint32_t)(a32 >> s);
        h = h * 31 + (u64 << s) + (u64 >> s) + (uint64_t)(a64 >> s);
        if (s % 9 == 0)
            printf("s=%2d %02x %04x %08x %016llx %d %d %d %lld\n", s, (uint8_t)(u8 << (s & 7)), (uint16_t)(u16 >> (s & 15)),
                   u32 << (s & 31), (unsigned long long)(u64 >> s), a8 >> (s & 7), a16 >> (s & 15), a32 >> (s & 31),
                   (long long)(a64 >> s));
    }
    printf("hash %016llx\n", (unsigned long long)h);
    unsigned __int128 w = 1;
    w <<= 100;
    __int128 sw = -((__int128)1 << 120);
    printf("i128 %llx %lld\n", (unsigned long long)(w >> 70), (long long)(sw >> 100));
    return 0;
}
