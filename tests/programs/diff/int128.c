// __int128 (i128): add, sub, mul, div, rem, shifts, comparisons and conversions.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 s128;

static void put(u128 v) {
    char buf[48];
    int n = 0;
    do { buf[n++] = '0' + (int)(v % 10); v /= 10; } while (v);
    while (n) putchar(buf[--n]);
    putchar('\n');
}

static void puts128(s128 v) {
    if (v < 0) { putchar('-'); put((u128)0 - (u128)v); } else put((u128)v);
}

int main(void) {
    u128 a = (u128)0xFFFFFFFFFFFFFFFFull * 0xFFFFFFFFFFFFFFFFull;
    put(a);
    u128 f = 1;
    for (int i = 1; i <= 30; i++) f *= i;
    put(f);
    put(f / 1000000007u);
    put(f % 1000000007u);
    s128 n = -(s128)f;
    puts128(n);
    puts128(n / 12345);
    puts128(n % 12345);
    puts128(n >> 70);
    put((u128)n >> 70);
    put((u128)1 << 127);
    printf("cmp %d %d %d\n", n < 0, (u128)n > f, a == ((u128)1 << 64) * 0xFFFFFFFFFFFFFFFEull + 1);
    printf("lo %llu hi %llu\n", (unsigned long long)a, (unsigned long long)(a >> 64));
    double d = (double)f;
    printf("as double %.6e back %llu\n", d, (unsigned long long)(u128)(d / 1e20));
    s128 m = (s128)-1.5e30;
    puts128(m);
    return 0;
}
