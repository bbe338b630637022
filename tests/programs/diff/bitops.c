// Bit intrinsics: ctpop, ctlz, cttz, bswap, rotates (fshl/fshr), parity, ffs, bitreverse on several widths.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>

static uint32_t rotl32(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }

int main(void) {
    uint64_t vals[] = { 1, 0x80000000ull, 0xF0F0, 0xDEADBEEFCAFEBABEull, 0x8000000000000000ull, 0x7, 0x100 };
    for (int i = 0; i < 7; i++) {
        uint64_t v = vals[i];
        uint32_t lo = (uint32_t)v ? (uint32_t)v : 1;
        printf("%llx: pop %d/%d clz %d/%d ctz %d/%d par %d ffs %d\n", (unsigned long long)v,
               __builtin_popcountll(v), __builtin_popcount((uint32_t)v), __builtin_clzll(v), __builtin_clz(lo),
               __builtin_ctzll(v), __builtin_ctz(lo), __builtin_parityll(v), __builtin_ffsll((long long)v));
        printf("  bswap %04x %08x %016llx\n", __builtin_bswap16((uint16_t)v), __builtin_bswap32((uint32_t)v),
               (unsigned long long)__builtin_bswap64(v));
        printf("  rot %08x %08x %016llx %02x %04x\n", __builtin_rotateleft32((uint32_t)v, i * 5),
               __builtin_rotateright32((uint32_t)v, i * 3 + 1),
               (unsigned long long)__builtin_rotateleft64(v, i * 9 + 1),
               __builtin_rotateleft8((uint8_t)v, i), __builtin_rotateright16((uint16_t)v, i * 2));
        printf("  manual rot %08x rev %08x %02x\n", rotl32((uint32_t)v, i), __builtin_bitreverse32((uint32_t)v),
               __builtin_bitreverse8((uint8_t)v));
    }
    printf("clzs %d ctzs %d\n", __builtin_clzs(1), __builtin_ctzs(0x8000));
    printf("ffs0 %d popcount0 %d\n", __builtin_ffs(0), __builtin_popcount(0));
    return 0;
}
