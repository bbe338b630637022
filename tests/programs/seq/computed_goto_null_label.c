// A threaded interpreter whose label table has a hole: opcode 3 has no handler, so its entry is a null pointer, and the goto through it is an invalid jump (a null code pointer), reported at the dispatch.
// EXPECT: error memory
// ERROR: computed goto (goto *) to a null pointer
#include <stdio.h>

static int run(const unsigned char *code) {
    static void *handlers[5] = { [0] = &&push1, [1] = &&add, [2] = &&print, [4] = &&halt };
    int acc = 0, pc = 0;
dispatch:
    goto *handlers[code[pc++]]; // ERROR
push1:
    acc++;
    goto dispatch;
add:
    acc += acc;
    goto dispatch;
print:
    printf("%d\n", acc);
    goto dispatch;
halt:
    return acc;
}

int main(void) {
    const unsigned char code[] = { 0, 1, 2, 3, 4 };
    return run(code) == 2 ? 0 : 1;
}
