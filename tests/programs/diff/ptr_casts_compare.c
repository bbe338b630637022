// Pointer casts (ptrtoint, inttoptr, bitcast) and pointer equality, which the interpreter's fast paths take: results must match native.
// EXPECT: safe
// MODE: run-diff
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int g[4] = {10, 20, 30, 40};
static int other;

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }

int main(void) {
    int a[8];
    for (int i = 0; i < 8; i++)
        a[i] = i * i;
    /* ptrtoint and back keeps the pointer usable */
    uintptr_t u = (uintptr_t)&a[5];
    int *p = (int *)u;
    printf("round trip: %d\n", *p);
    intptr_t s = (intptr_t)&g[2];
    printf("signed round trip: %d\n", *(int *)s);
    /* differences of addresses, 64 and 32 bits */
    printf("diff64: %ld\n", (long)((uintptr_t)&a[7] - (uintptr_t)&a[1]));
    printf("diff32: %u\n", (unsigned)(uintptr_t)&a[6] - (unsigned)(uintptr_t)&a[2]);
    /* arithmetic on the integer, then back */
    uintptr_t v = (uintptr_t)g + 3 * sizeof(int);
    printf("moved: %d\n", *(int *)v);
    /* equality of pointers: same object, other objects, null, functions */
    int *q = &a[5], *r = &a[4] + 1, *n = NULL;
    printf("eq same: %d %d\n", p == q, q == r);
    printf("ne same: %d\n", q != &a[6]);
    printf("eq other: %d %d\n", (void *)q == (void *)&g[1], (void *)&other == (void *)&g[0]);
    printf("null: %d %d %d\n", n == NULL, q == NULL, q != n);
    int (*f)(int, int) = add, (*h)(int, int) = sub;
    printf("funcs: %d %d %d\n", f == add, f == h, f(7, 2) + h(7, 2));
    void *vp = q;
    printf("void eq: %d\n", vp == (void *)&a[5]);
    /* bitcasts between floats and integers */
    float fl = 1.5f;
    uint32_t bits;
    memcpy(&bits, &fl, sizeof bits);
    printf("float bits: %08x\n", bits);
    double d = -2.25;
    uint64_t dbits;
    memcpy(&dbits, &d, sizeof dbits);
    printf("double bits: %016llx\n", (unsigned long long)dbits);
    union { float f; uint32_t u; } un = {.u = 0x40490fdb};
    printf("union float: %.5f\n", un.f);
    /* a pointer stored as an integer in a struct and read back */
    struct { uintptr_t addr; int tag; } box = {(uintptr_t)&g[3], 1};
    printf("boxed: %d\n", *(int *)box.addr + box.tag);
    return 0;
}
