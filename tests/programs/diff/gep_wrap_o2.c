// A bump allocator that aligns addresses as integers, compiled at -O2: clang re-bases the rounded address on the arena, as a getelementptr without inbounds by the whole address and one back by the arena's (p + q - q); that intermediate leaves every object, and divm made it invalid for good (a store "through 0x7fffffff00000000", a wrong `used`). Without inbounds the address now wraps as LLVM says.
// EXPECT: safe
// MODE: run-diff
// FLAGS: -O2
#include <stdint.h>
#include <stdio.h>

static char arena[4096];
static size_t used;

static void *bump(size_t n, size_t align) {
    uintptr_t base = (uintptr_t)(arena + used);
    uintptr_t p = (base + align - 1) & ~(uintptr_t)(align - 1);
    used = p - (uintptr_t)arena + n;
    return (void *)p;
}

int main(void) {
    double *d = bump(4 * sizeof(double), 16);
    char *c = bump(3, 1);
    int *in = bump(2 * sizeof(int), 8);
    printf("aligned %d %d, used %zu\n", (int)((uintptr_t)d % 16), (int)((uintptr_t)in % 8), used);
    d[3] = 2.5;
    c[2] = 'c';
    in[1] = 7;
    printf("%g %c %d\n", d[3], c[2], in[1]);
    char *s = bump(6, 4);
    for (int i = 0; i < 5; i++)
        s[i] = 'a' + i;
    s[5] = 0;
    printf("%s at %td, used %zu\n", s, s - arena, used);
    return 0;
}
