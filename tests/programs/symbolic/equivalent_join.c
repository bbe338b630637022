// The join of equivalent_join_ok.c, then an assertion that x = 77 violates: matching the joined states must keep it reachable.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
#include <stdbool.h>
extern int __VERIFIER_nondet_int(void);
extern bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);
volatile int sink;
int main(void) {
    int x = __VERIFIER_nondet_int();
    if (__VERIFIER_nondet_bool()) {
        __VERIFIER_assume(x > 0);
        __VERIFIER_assume(x < 100);
    } else {
        __VERIFIER_assume(x < 100);
        __VERIFIER_assume(x >= 1);
    }
    for (int i = 0; i < 30; i++) {
        sink = i;
        if (x > 50) sink = 2; else sink = 3;
    }
    assert(x != 77); // ERROR
    return 0;
}
