// Safe twin of the function pointer tests: calls through pointers of the right type, a pointer stored as a generic function pointer and cast back, and qsort/bsearch callbacks.
// EXPECT: safe
#include <stdio.h>
#include <stdlib.h>

typedef void (*generic_fn)(void);
typedef double (*unary_fp)(double);

static double half(double x) { return x / 2; }
static long twice(long x) { return 2 * x; }
static const char *name(const char *s) { return s; }

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void) {
    generic_fn stored[2] = { (generic_fn)half, (generic_fn)twice };
    unary_fp h = (unary_fp)stored[0];
    long (*t)(long) = (long (*)(long))stored[1];
    const char *(*n)(const char *) = name;
    int v[5] = { 4, 1, 3, 5, 2 };
    qsort(v, 5, sizeof v[0], cmp_int);
    int key = 3;
    int *found = bsearch(&key, v, 5, sizeof v[0], cmp_int);
    printf("%g %ld %s %d %d\n", h(5.0), t(21), n("ok"), v[0], found ? (int)(found - v) : -1);
    return 0;
}
