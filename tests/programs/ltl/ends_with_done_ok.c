// F label:done holds when every run reaches the label before it ends, whatever the input.
// EXPECT: safe
// FLAGS: --ltl F(label:done)
#include <divm.h>

int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    if (x > 5)
        x = 5;
    divm_label("done");
    return x > 5;
}
