// Empty asm statements whose outputs are tied to inputs ("+r", "=r" with
// "0", "+r,m" through memory, a pointer) and a "+m" memory operand: the
// values pass through unchanged, as natively.
// MODE: run-diff
// EXPECT: safe
#include <stdio.h>
static int f(int x) { asm volatile("" : "+r"(x)); return x; }
static int g(int x) { int y; asm("" : "=r"(y) : "0"(x)); return y; }
static void h(int *p) { asm volatile("" : "+m"(*p)); }
static long k(long v) { asm volatile("" : "+r,m"(v) : : "memory"); return v; }
static void *p(void *v) { asm volatile("" : "+r"(v)); return v; }
int main(void) {
    int a = 5;
    h(&a);
    long s = 0;
    for (int i = 0; i < 10; i++) s += k(i);
    printf("%d %d %d %ld %d\n", f(3), g(4), a, s, *(int *)p(&a));
    return 0;
}
