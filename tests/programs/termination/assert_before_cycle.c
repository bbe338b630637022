// Safety first: an assertion that fails before the loop that never ends is the error reported.
// EXPECT: error assert
// FLAGS: --termination
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    assert(x != 5); // ERROR
    while (x > 100)
        ;
    return 0;
}
