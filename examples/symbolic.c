/* A door lock that checks a 6-digit PIN with a home-made hash. Ten of
 * the 900,000 PINs open the wrong door. No small range finds one:
 *
 *   divm check examples/symbolic.c              safe for -8..8 (and says so)
 *   divm check --symbolic examples/symbolic.c   a PIN that breaks it
 *
 * See docs/symbolic.md. */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static unsigned mix(unsigned pin) {
    unsigned h = pin * 2654435761u;
    h ^= h >> 13;
    return h & 0xffff;
}

int main(void) {
    int pin = __VERIFIER_nondet_int();
    __VERIFIER_assume(pin >= 100000 && pin <= 999999);
    int door = 1;
    if (mix((unsigned)pin) == 0xbeef)
        door = 2; /* the bug: the service door opens */
    assert(door == 1);
    return 0;
}
