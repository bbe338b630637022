// Integer widths: wrap-around and sign/zero extension of i8/i16/i32/i64 and _Bool (i1).
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>

static uint8_t u8(unsigned x) { return (uint8_t)x; }
static int8_t s8(int x) { return (int8_t)x; }

int main(void) {
    unsigned char uc = 250;
    for (int i = 0; i < 10; i++) uc++;
    signed char sc = (signed char)0x80;
    unsigned short us = 65530;
    us += 10;
    short ss = (short)0x8001;
    unsigned int ui = 0xFFFFFFF0u;
    ui += 0x20;
    uint64_t ul = UINT64_MAX;
    ul += 2;
    int64_t sl = INT64_MIN;
    printf("uc=%u sc=%d us=%u ss=%d ui=%u ul=%llu sl=%lld\n", uc, sc, us, ss, ui,
           (unsigned long long)ul, (long long)sl);
    printf("u8(300)=%u s8(200)=%d s8(-129)=%d\n", u8(300), s8(200), s8(-129));
    _Bool b = 7;
    _Bool c = 0.5;
    _Bool d = (uint64_t)1 << 40;
    printf("bools %d %d %d sum %d\n", b, c, d, b + c + d);
    int16_t neg = -2;
    uint32_t z = (uint16_t)neg;
    int32_t s = neg;
    uint64_t zz = (uint32_t)-1;
    int64_t ss64 = (int32_t)0x80000000u;
    printf("zext=%u sext=%d zext64=%llu sext64=%lld\n", z, s, (unsigned long long)zz, (long long)ss64);
    unsigned char sum = 0;
    for (int i = 0; i < 1000; i++) sum += (unsigned char)(i * 7);
    printf("sum=%u\n", sum);
    printf("sizes %zu %zu %zu %zu %zu\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long), sizeof(long long));
    return 0;
}
