// F label:done fails on a run that ends without the label: an input chooses to stop early, and a run that ends stays in its last state forever. The error is placed at the run's last step that ends in the program's own code (the second store: each store is a step).
// EXPECT: error ltl
// FLAGS: --ltl F(label:done)
#include <divm.h>

int __VERIFIER_nondet_int(void);
int stage;

int main(void) {
    int x = __VERIFIER_nondet_int();
    if (x > 5) {
        stage = 1;
        stage = 2; // ERROR
        return 0;
    }
    divm_label("done");
    return 0;
}
