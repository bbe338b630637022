// __VERIFIER_nondet_long explores the whole default range -8..8, including
// its lower end, where a "clamp" helper goes wrong.
// EXPECT: error assert
// TAGS: nondet long
#include <assert.h>

extern long __VERIFIER_nondet_long(void);

static long clamp(long v) {
    if (v < -7)
        return v + 16; /* meant to be: return -7 */
    return v > 7 ? 7 : v;
}

int main(void) {
    long v = __VERIFIER_nondet_long();
    long c = clamp(v);
    assert(c >= -7 && c <= 7); // ERROR
    return 0;
}
