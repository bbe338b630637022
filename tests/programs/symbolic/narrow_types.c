// Inputs of every small width (bool, char, short, unsigned short) combine; one exact combination fails.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
#include <stdbool.h>
extern bool __VERIFIER_nondet_bool(void);
extern char __VERIFIER_nondet_char(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern unsigned long __VERIFIER_nondet_ulong(void);

int main(void) {
    bool b = __VERIFIER_nondet_bool();
    char c = __VERIFIER_nondet_char();
    short s = __VERIFIER_nondet_short();
    unsigned short u = __VERIFIER_nondet_ushort();
    unsigned long l = __VERIFIER_nondet_ulong();
    if (b && c == -3 && s == -30000 && u == 65000)
        assert(l != 18000000000000000000ul); // ERROR
    return 0;
}
