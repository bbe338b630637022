// __builtin_{add,sub,mul}_overflow on signed/unsigned 8..64-bit types, mixed types, and __builtin_*_overflow_p-like checks.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int main(void) {
    int r; unsigned ur; long long ll; unsigned long long ull;
    int8_t r8; uint8_t u8; int16_t r16; uint16_t u16;
    printf("add %d %d\n", __builtin_add_overflow(INT_MAX, 1, &r), r);
    printf("add %d %d\n", __builtin_add_overflow(INT_MAX - 1, 1, &r), r);
    printf("sub %d %d\n", __builtin_sub_overflow(INT_MIN, 1, &r), r);
    printf("mul %d %d\n", __builtin_mul_overflow(65536, 65536, &r), r);
    printf("mul %d %d\n", __builtin_mul_overflow(-46341, 46341, &r), r);
    printf("uadd %d %u\n", __builtin_add_overflow(UINT_MAX, 2u, &ur), ur);
    printf("usub %d %u\n", __builtin_sub_overflow(3u, 5u, &ur), ur);
    printf("umul %d %u\n", __builtin_mul_overflow(0x10000u, 0x10001u, &ur), ur);
    printf("ll %d %lld\n", __builtin_mul_overflow(LLONG_MAX / 2, 3LL, &ll), ll);
    printf("ull %d %llu\n", __builtin_add_overflow(ULLONG_MAX, 1ULL, &ull), ull);
    printf("i8 %d %d\n", __builtin_add_overflow((int8_t)100, (int8_t)28, &r8), r8);
    printf("u8 %d %u\n", __builtin_mul_overflow((uint8_t)16, (uint8_t)16, &u8), u8);
    printf("i16 %d %d\n", __builtin_sub_overflow((int16_t)-32768, (int16_t)1, &r16), r16);
    printf("u16 %d %u\n", __builtin_add_overflow((uint16_t)65535, (uint16_t)0, &u16), u16);
    printf("mixed %d %d\n", __builtin_add_overflow(300, 0, &u8), u8);
    printf("mixed %d %d\n", __builtin_sub_overflow(0u, 1u, &r), r);
    printf("mixed %d %u\n", __builtin_add_overflow(-1, 0, &ur), ur);
    printf("sadd %d %d\n", __builtin_sadd_overflow(1 << 30, 1 << 30, &r), r);
    printf("umull %d %llu\n", __builtin_umulll_overflow(1ULL << 32, 1ULL << 32, &ull), ull);
    int count = 0;
    unsigned acc = 1;
    while (!__builtin_mul_overflow(acc, 3u, &acc)) count++;
    printf("powers of 3 before overflow %d wrapped %u\n", count, acc);
    return 0;
}
