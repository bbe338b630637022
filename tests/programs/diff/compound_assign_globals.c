// Compound assignments to globals and through pointers (load, op, store of one address): every width, pointer bits kept in an integer, the loaded value read twice or again later, wrap-around, and through a pointer to a local.
// EXPECT: safe
// MODE: run-diff
#include <stdint.h>
#include <stdio.h>

static unsigned char c8 = 250;
static int i32 = -7;
static long i64 = 1L << 40;
static unsigned u32 = 4000000000u;
static int cells[4] = { 1, 2, 3, 4 };
static uintptr_t addr;

static void bump(long *p, long by) { *p += by; }

int main(void) {
    for (int k = 0; k < 10; k++) {
        c8 += 3;         /* wraps at 256 */
        i32 -= k;
        i64 ^= 1L << k;
        u32 += 100000000u; /* wraps */
    }
    printf("%u %d %ld %u\n", c8, i32, i64, u32);

    /* The loaded value read by both operands; and read again later. */
    i32 = i32 * i32;
    long before = i64;
    i64 += before;
    printf("%d %ld %ld\n", i32, i64, before);

    /* Pointer bits in an integer: the addition needs the general path. */
    addr = (uintptr_t)&cells[0];
    addr += sizeof(int);
    addr += sizeof(int);
    printf("%d\n", *(int *)addr);

    long local = 5;
    for (int k = 0; k < 4; k++) {
        bump(&local, k);
        cells[k] += cells[(k + 1) % 4];
    }
    printf("%ld %d %d %d %d\n", local, cells[0], cells[1], cells[2], cells[3]);
    return 0;
}
