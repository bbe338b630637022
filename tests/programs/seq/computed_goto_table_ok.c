// The safe twin of computed_goto_null_label.c: every opcode the program runs has a handler, and each of the 4 nondeterministic opcodes reaches its label (the assertion checks the result of every path).
// EXPECT: safe
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static int run(const unsigned char *code) {
    static void *handlers[5] = { [0] = &&push1, [1] = &&add, [2] = &&neg, [4] = &&halt };
    int acc = 0, pc = 0;
dispatch:
    goto *handlers[code[pc++]];
push1:
    acc++;
    goto dispatch;
add:
    acc += acc;
    goto dispatch;
neg:
    acc = -acc;
    goto dispatch;
halt:
    return acc;
}

int main(void) {
    int op = __VERIFIER_nondet_int();
    if (op < 0 || op > 2) op = 4;
    unsigned char code[] = { 0, 0, (unsigned char)op, 4 };
    int r = run(code);
    assert(op == 0 ? r == 3 : op == 1 ? r == 4 : op == 2 ? r == -2 : r == 2);
    return 0;
}
