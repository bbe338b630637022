// Bit-fields of an uninitialised struct set from symbolic values: the fields' bits are defined terms, the rest stays undefined, and only the assignment a = 5, b = 17 fails.
// EXPECT: error assert
// FLAGS: --symbolic
// bitfields with symbolic values
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);
struct flags { unsigned a : 3; unsigned b : 5; unsigned c : 1; };
int main(void) {
    struct flags f;
    f.a = __VERIFIER_nondet_uint();
    f.b = __VERIFIER_nondet_uint();
    f.c = 1;
    assert(f.a < 8 && f.b < 32 && f.c == 1);
    if (f.a == 5 && f.b == 17)
        assert(0); // ERROR
    return 0;
}
