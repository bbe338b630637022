// Control flow: short-circuit evaluation with side effects, break/continue in nested loops, goto, do-while, comma and ?: chains.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

static int calls;
static int t(int v) { calls++; return v; }

int main(void) {
    int r = (t(0) && t(1)) || (t(1) && t(0)) || t(2);
    printf("r=%d calls=%d\n", r, calls);
    int found = -1;
    for (int i = 0; i < 10 && found < 0; i++) {
        for (int j = 0; j < 10; j++) {
            if (j > i) break;
            if ((i + j) % 3) continue;
            if (i * j == 24) { found = i * 10 + j; break; }
        }
    }
    printf("found %d\n", found);
    int n = 0;
again:
    n++;
    if (n < 5) goto again;
    int k = 100;
    do { k -= 7; } while (k > 0);
    printf("n %d k %d\n", n, k);
    int x = (n++, n++, n * 2);
    int y = x > 12 ? x < 20 ? 1 : 2 : 3;
    printf("x %d y %d\n", x, y);
    unsigned u = 0;
    while (1) { if (++u == 77) break; }
    int collatz = 27, steps = 0;
    while (collatz != 1) { collatz = collatz % 2 ? 3 * collatz + 1 : collatz / 2; steps++; }
    printf("u %u collatz steps %d\n", u, steps);
    return 0;
}
