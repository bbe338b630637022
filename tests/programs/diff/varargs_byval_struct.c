// Structs passed by value to a variadic function: in registers (two longs) and in memory (byval, 24 bytes) via va_arg.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdarg.h>

struct pair { long a, b; };
struct triple { long v[3]; };

static long pairs(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long s = 0;
    for (int i = 0; i < n; i++) {
        struct pair p = va_arg(ap, struct pair);
        s = s * 100 + p.a * 10 + p.b;
    }
    va_end(ap);
    return s;
}

static long triples(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long s = 0;
    for (int i = 0; i < n; i++) {
        struct triple t = va_arg(ap, struct triple);
        s = s * 1000 + t.v[0] * 100 + t.v[1] * 10 + t.v[2];
    }
    va_end(ap);
    return s;
}

int main(void) {
    struct pair p = { 1, 2 }, q = { 3, 4 }, r = { 5, 6 }, t = { 7, 8 };
    printf("two in registers: %ld\n", pairs(2, p, q));
    printf("spilling to memory: %ld\n", pairs(4, p, q, r, t));
    struct triple a = { { 1, 2, 3 } }, b = { { 4, 5, 6 } };
    printf("byval: %ld\n", triples(2, a, b));
    return 0;
}
