// The twin of float16_of_bounded.c: every one of the 21 values converted to _Float16 stays within 2040..2060, and is even from 2048 on (11 significant bits).
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x >= 2040 && x <= 2060);
    _Float16 h = x;
    int back = h;
    assert(h >= 2040.0f16 && h <= 2060.0f16 && (back < 2048 || back % 2 == 0));
    return 0;
}
