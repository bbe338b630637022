// The narrowed branch of subsumed_join_ok.c with an error only inside the narrow range: subsumption must not hide it (x = 7).
// EXPECT: error assert
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
    assert(x != 7); // ERROR
    return 0;
}
