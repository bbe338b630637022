// Recursion: mutual recursion, Ackermann, deep but bounded recursion (10000 frames), recursion with arrays on the stack.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static unsigned ack(unsigned m, unsigned n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

static long deep(int n) { return n == 0 ? 0 : n + deep(n - 1); }

static int perms(int *a, int k, int n) {
    if (k == n) {
        int ok = 1;
        for (int i = 1; i < n; i++) ok &= a[i] != a[i - 1] + 1;
        return ok;
    }
    int c = 0;
    for (int i = k; i < n; i++) {
        int t = a[k]; a[k] = a[i]; a[i] = t;
        c += perms(a, k + 1, n);
        t = a[k]; a[k] = a[i]; a[i] = t;
    }
    return c;
}

static int hanoi(int n, int from, int to, int via) {
    if (n == 0) return 0;
    return hanoi(n - 1, from, via, to) + 1 + hanoi(n - 1, via, to, from);
}

int main(void) {
    printf("even(101)=%d odd(101)=%d\n", is_even(101), is_odd(101));
    printf("ack(2,3)=%u ack(3,3)=%u\n", ack(2, 3), ack(3, 3));
    printf("deep(10000)=%ld\n", deep(10000));
    int a[6] = { 0, 1, 2, 3, 4, 5 };
    printf("perms without ascending neighbours: %d\n", perms(a, 0, 6));
    printf("hanoi(12)=%d\n", hanoi(12, 1, 3, 2));
    return 0;
}
