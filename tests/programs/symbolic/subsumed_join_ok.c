// One branch narrows the range 0..99 to 0..9: with --symbolic-subsumption its states are covered by the wider branch's.
// EXPECT: safe
// FLAGS: --symbolic --symbolic-subsumption
#include <assert.h>
#include <stdbool.h>
extern int __VERIFIER_nondet_int(void);
extern bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);
volatile int sink;
int main(void) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x >= 0 && x < 100);
    if (__VERIFIER_nondet_bool())
        __VERIFIER_assume(x < 10);
    for (int i = 0; i < 30; i++) {
        sink = i;
        if (x > 50) sink = 2; else sink = 3;
    }
    assert(x != 200);
    return 0;
}
