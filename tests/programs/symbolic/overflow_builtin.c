// __builtin_sub_overflow on symbolic operands: the overflow is reachable (a = INT_MIN, b = 1) and the program treats it as an error.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    int r;
    assert(!__builtin_sub_overflow(a, b, &r)); // ERROR
    return r == 123456789 ? 0 : 0;
}
