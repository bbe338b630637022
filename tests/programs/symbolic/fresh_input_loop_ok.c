// A loop that reads a fresh input each time and forgets it: once the old inputs are dead their conditions are dropped and inputs renumbered, so the state repeats and the search closes.
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int hits = 0;
    for (;;) {
        int x = __VERIFIER_nondet_int();
        if (x == 1000000)
            hits = 1;
        else
            hits = 0;
        assert(hits == 0 || hits == 1);
    }
}
