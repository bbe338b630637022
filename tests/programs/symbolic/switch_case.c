// A switch on a symbolic value: only the case 70000 branch fails, after a further condition on the same value.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int r = 0;
    switch (x) {
    case 1:
        r = 10;
        break;
    case 70000:
        r = 20;
        break;
    case -5:
        r = 30;
        break;
    default:
        r = 0;
    }
    assert(r != 20); // ERROR
    return 0;
}
