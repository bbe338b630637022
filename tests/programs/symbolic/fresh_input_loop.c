// The loop of fresh_input_loop_ok.c, with a counter that the value 1000000 pushes over 3 after three such reads: the renumbering must keep the reachable error.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int hits = 0;
    for (;;) {
        int x = __VERIFIER_nondet_int();
        if (x == 1000000 && hits < 5)
            hits++;
        assert(hits < 3); // ERROR
    }
}
