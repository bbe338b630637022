// With -O1 a choice between functions becomes a select or a phi of their addresses (halve is named only by a phi's incoming value): the functions named only there must still be loaded.
// EXPECT: safe
// MODE: run-diff
// FLAGS: -O1
#include <stdio.h>

__attribute__((noinline)) static int inc(int x) { return x + 1; }
__attribute__((noinline)) static int dec(int x) { return x - 1; }
__attribute__((noinline)) static int keep(int x) { return x; }
__attribute__((noinline)) static int halve(int x) { return x / 2; }

static volatile int mode = 1;

__attribute__((noinline)) static int (*choose(int m))(int) { return m > 1 ? keep : m ? inc : dec; }

int main(void) {
    int (*f)(int) = mode ? inc : dec;
    int acc = 0;
    for (int i = 0; i < 4; i++) {
        acc = f(acc);
        f = (i & 1) ? inc : dec;
    }
    int (*g)(int);
    switch (mode) {
    case 0: g = inc; break;
    case 1: g = halve; printf("one\n"); break;
    default: g = keep; printf("other\n");
    }
    printf("switched %d\n", g(5));
    printf("acc %d chosen %d %d %d\n", acc, choose(0)(10), choose(1)(10), choose(mode + 1)(10));
    return 0;
}
