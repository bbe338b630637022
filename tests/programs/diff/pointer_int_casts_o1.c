// At -O1 casts between pointers and 64-bit integers share their operand's register (no op): the cast value must stay what it was when the operand changes later (loop variables, swapped phis, pointers rebuilt from integers).
// EXPECT: safe
// MODE: run-diff
// FLAGS: -O1
#include <stdint.h>
#include <stdio.h>

static int cells[8] = {3, 1, 4, 1, 5, 9, 2, 6};

/* The integer of an earlier pointer, read after the pointer moved on. */
static __attribute__((noinline)) long lagging(int *p, int n) {
    uintptr_t before = (uintptr_t)p;
    long sum = 0;
    for (int i = 0; i < n; i++) {
        uintptr_t now = (uintptr_t)p;
        sum += (long)(now - before) / (long)sizeof *p;
        before = now; /* a phi of the cast */
        p += 2;
        if (p >= cells + 8)
            p -= 7;
    }
    return sum;
}

/* Two pointers swapped through integers each round (a cycle of phi moves). */
static __attribute__((noinline)) int swapping(int rounds) {
    uintptr_t a = (uintptr_t)&cells[0], b = (uintptr_t)&cells[7];
    int acc = 0;
    for (int r = 0; r < rounds; r++) {
        uintptr_t t = a;
        a = b;
        b = t;
        acc = acc * 3 + *(int *)a - *(int *)b;
    }
    return acc;
}

/* A pointer rebuilt from an integer, with arithmetic in between. */
static __attribute__((noinline)) int rebuilt(int k) {
    uintptr_t base = (uintptr_t)cells;
    int total = 0;
    for (int i = 0; i < k; i++) {
        int *q = (int *)(base + (uintptr_t)(i % 7) * sizeof(int));
        total += *q;
        if (*q > 4)
            base = (uintptr_t)(cells + 1); /* the operand changes; q was used before */
    }
    return total;
}

int main(void) {
    printf("lagging %ld\n", lagging(cells, 20));
    printf("swapping %d\n", swapping(9));
    printf("rebuilt %d\n", rebuilt(30));
    return 0;
}
