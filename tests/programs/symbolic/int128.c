// A symbolic __int128 (two 64-bit inputs in symbolic mode) reaches a value beyond 64 bits.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
extern __int128 __VERIFIER_nondet_int128(void);

int main(void) {
    __int128 v = __VERIFIER_nondet_int128();
    __int128 big = (__int128)1 << 100;
    assert(v != big + 12345); // ERROR
    return 0;
}
