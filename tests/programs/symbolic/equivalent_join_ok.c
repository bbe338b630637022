// Two branches assume the same range in different orders: after the join the states differ only in how their path conditions are written, and the equivalence query matches them.
// EXPECT: safe
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
    assert(x != 0);
    return 0;
}
