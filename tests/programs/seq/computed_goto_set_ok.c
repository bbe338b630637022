// The safe twin of computed_goto_uninit.c and computed_goto_foreign_label.c: every path sets the target to a label of this function before the goto, and each label is reached on its path.
// EXPECT: safe
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    void *next;
    int mode = __VERIFIER_nondet_int();
    if (mode == 1) next = &&one;
    else if (mode == 2) next = &&two;
    else next = &&other;
    goto *next;
one:
    assert(mode == 1);
    return 0;
two:
    assert(mode == 2);
    return 0;
other:
    assert(mode != 1 && mode != 2);
    return 0;
}
