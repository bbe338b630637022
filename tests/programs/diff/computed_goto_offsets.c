// Computed goto idioms beyond a label table: a table of label differences (goto *(&&base + off[i]), position-independent), a label address kept in a variable across a loop, round-tripped through uintptr_t and compared, and labels of a recursive function, whose addresses are the same in every call.
// EXPECT: safe
// MODE: run-diff
#include <stdint.h>
#include <stdio.h>

static int count_down(const unsigned char *ops, int n) {
    static const int offsets[] = { &&inc - &&inc, &&dbl - &&inc, &&neg - &&inc, &&stop - &&inc };
    int acc = 1, i = 0;
    goto *(&&inc + offsets[ops[i]]);
inc:
    acc += 1;
    if (++i < n) goto *(&&inc + offsets[ops[i]]);
    goto stop;
dbl:
    acc *= 2;
    if (++i < n) goto *(&&inc + offsets[ops[i]]);
    goto stop;
neg:
    acc = -acc;
    if (++i < n) goto *(&&inc + offsets[ops[i]]);
stop:
    return acc;
}

/* A state machine whose next state lives in a variable: even, odd, even... */
static int parity_walk(int steps) {
    void *next = &&even;
    int evens = 0, odds = 0;
    while (steps-- > 0) {
        goto *next;
    even:
        evens++;
        next = &&odd;
        continue;
    odd:
        odds++;
        next = &&even;
    }
    return evens * 100 + odds;
}

static int depth_labels(int d, void *outer) {
    void *mine = &&here;
    if (outer && outer != mine) return -1;
    if (d > 0) return depth_labels(d - 1, mine) + 1;
    uintptr_t bits = (uintptr_t)mine;
    goto *(void *)bits;
here:
    return 0;
}

int main(void) {
    const unsigned char ops[] = { 0, 1, 1, 2, 0, 1, 3, 0 };
    printf("ops: %d\n", count_down(ops, 8));
    printf("ops (5): %d\n", count_down(ops, 5));
    printf("walk: %d\n", parity_walk(7));
    printf("depth: %d\n", depth_labels(4, 0));
    return 0;
}
