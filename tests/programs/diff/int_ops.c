// Every integer binary operation (add sub mul sdiv udiv srem urem shl lshr ashr and or xor) on 8/16/32/64 bits.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>

#define OPS(T, FMT, CAST)                                                              \
    static void ops_##T(T a, T b) {                                                    \
        printf(#T ": " FMT " " FMT " " FMT " " FMT " " FMT, CAST(T)((uint64_t)a + (uint64_t)b), CAST(T)((uint64_t)a - (uint64_t)b), \
               CAST(T)((uint64_t)a * (uint64_t)b), CAST(T)(a / b), CAST(T)(a % b));                        \
        printf(" " FMT " " FMT " " FMT " " FMT " " FMT "\n", CAST(T)(a & b), CAST(T)(a | b), \
               CAST(T)(a ^ b), CAST(T)((uint64_t)a << 3), CAST(T)(a >> 2));                      \
    }

OPS(int8_t, "%d", (int))
OPS(uint8_t, "%u", (unsigned))
OPS(int16_t, "%d", (int))
OPS(uint16_t, "%u", (unsigned))
OPS(int32_t, "%d", (int))
OPS(uint32_t, "%u", (unsigned))
OPS(int64_t, "%lld", (long long))
OPS(uint64_t, "%llu", (unsigned long long))

int main(void) {
    int vals[] = { 7, -7, 100, -100, 3, -1, 127, 1 };
    for (int i = 0; i < 8; i += 2) {
        int a = vals[i], b = vals[i + 1];
        ops_int8_t((int8_t)a, (int8_t)b);
        ops_uint8_t((uint8_t)a, (uint8_t)b);
        ops_int16_t((int16_t)(a * 300), (int16_t)b);
        ops_uint16_t((uint16_t)(a * 300), (uint16_t)b);
        ops_int32_t(a * 1000003, b);
        ops_uint32_t((uint32_t)a * 1000003u, (uint32_t)b);
        ops_int64_t((int64_t)a * 1000000000007LL, b);
        ops_uint64_t((uint64_t)a * 1000000000007ULL, (uint64_t)b);
    }
    int x = -17;
    printf("neg div/rem: %d %d %d %d\n", x / 5, x % 5, 17 / -5, 17 % -5);
    printf("ashr: %d %lld\n", x >> 1, (long long)INT64_MIN >> 63);
    printf("lshr: %u %llu\n", (unsigned)x >> 1, (unsigned long long)INT64_MIN >> 63);
    return 0;
}
