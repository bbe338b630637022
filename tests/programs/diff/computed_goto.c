// Computed goto (indirectbr and blockaddress): a threaded interpreter dispatching through a label table.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

enum { SETA, SETN, MULAN, DECN, JNZN, PRINTA, HALT };

static long run(const int *code) {
    static void *labels[] = { &&seta, &&setn, &&mulan, &&decn, &&jnzn, &&printa, &&halt };
    long a = 0, n = 0;
    int pc = 0, steps = 0;
#define NEXT do { steps++; goto *labels[code[pc++]]; } while (0)
    NEXT;
seta: a = code[pc++]; NEXT;
setn: n = code[pc++]; NEXT;
mulan: a *= n; NEXT;
decn: n--; NEXT;
jnzn: { int target = code[pc++]; if (n) pc = target; } NEXT;
printa: printf("a=%ld n=%ld\n", a, n); NEXT;
halt: printf("steps %d\n", steps); return a;
}

int main(void) {
    /* a = 1; n = 12; do { a *= n; print; n--; } while (n); */
    const int prog[] = { SETA, 1, SETN, 12, /* 4: */ MULAN, PRINTA, DECN, JNZN, 4, HALT };
    printf("result %ld\n", run(prog));
    void *where = &&done;
    volatile int x = 3;
    if (x > 2) goto *where;
    printf("skipped\n");
done:
    printf("done\n");
    return 0;
}
