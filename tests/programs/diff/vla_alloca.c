// Variable-length arrays and alloca inside loops: each iteration gets fresh memory; sizes vary.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <alloca.h>
#include <string.h>

static int vla_sum(int n) {
    int v[n];
    for (int i = 0; i < n; i++) v[i] = i * i;
    int s = 0;
    for (int i = n - 1; i >= 0; i--) s += v[i];
    return s;
}

static long matrix(int r, int c) {
    long m[r][c];
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) m[i][j] = i - j;
    long t = 0;
    for (int i = 0; i < r; i++) t += m[i][c - 1 - i % c] * (i + 1);
    return t + (long)sizeof m;
}

int main(void) {
    for (int n = 1; n <= 40; n += 7) printf("vla %d -> %d\n", n, vla_sum(n));
    printf("matrix %ld %ld\n", matrix(3, 4), matrix(7, 2));
    char *ptrs[5];
    for (int i = 0; i < 5; i++) {
        char *p = alloca(16 + i);
        memset(p, 'a' + i, 15 + i);
        p[15 + i] = 0;
        ptrs[i] = p;
    }
    for (int i = 0; i < 5; i++) printf("%s %zu\n", ptrs[i], strlen(ptrs[i]));
    for (int round = 0; round < 3; round++) {
        int n = 5 + round * 3;
        double d[n];
        for (int i = 0; i < n; i++) d[i] = i / 2.0;
        double s = 0;
        for (int i = 0; i < n; i++) s += d[i];
        printf("round %d n %d sum %.1f\n", round, n, s);
    }
    return 0;
}
