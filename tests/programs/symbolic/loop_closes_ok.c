// An endless loop over symbolic data with explicit control: the states repeat (same terms, same path condition) and the search closes.
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

volatile int out;

int main(void) {
    int x = __VERIFIER_nondet_int();
    for (;;) {
        if (x > 100)
            out = 1;
        else
            out = 2;
        assert(out == 1 || out == 2);
    }
}
