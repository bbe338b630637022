// Functions reached only through data: a global table, a function pointer inside a global struct, a thread-local pointer, an address in an integer initialiser, integer arithmetic on an address in code, a constant array copied to a local, a callback handed to libc. divm loads only the functions something refers to; each of these must be loaded and run.
// EXPECT: safe
// MODE: run-diff
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int square(int x) { return x * x; }
static int negate(int x) { return -x; }
static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
static int half(int x) { return x / 2; }
static int cube(int x) { return x * x * x; }
static void bye(void) { printf("atexit handler ran\n"); }
static int seven(void) { return 7; }
static int by_value(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

static int (*const table[])(int) = { square, negate };
static struct { const char *name; int (*f)(int); } named = { "twice", twice };
static _Thread_local int (*per_thread)(int) = thrice;
static uintptr_t as_integer = (uintptr_t)&half;

int main(void) {
    int (*local[2])(int) = { cube, square };
    printf("table %d %d\n", table[0](7), table[1](7));
    printf("%s %d\n", named.name, named.f(7));
    printf("thread-local %d\n", per_thread(7));
    printf("integer %d\n", ((int (*)(int))as_integer)(7));
    uintptr_t masked = (uintptr_t)&seven ^ 5;
    printf("masked %d\n", ((int (*)(void))(masked ^ 5))());
    printf("local %d %d\n", local[0](3), local[1](3));
    int v[] = { 5, 1, 4, 2, 3 };
    qsort(v, 5, sizeof v[0], by_value);
    printf("sorted %d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4]);
    atexit(bye);
    return 0;
}
