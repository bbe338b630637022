// Function pointers: tables, callbacks, returned function pointers, pointers compared and passed through void*.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

typedef int (*binop)(int, int);
struct pair { long a, b; };
typedef struct pair (*mkpair)(long);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static struct pair twice(long x) { struct pair p = { x, 2 * x }; return p; }
static binop pick(char c) { return c == '+' ? add : c == '-' ? sub : mul; }
static int fold(const int *v, int n, binop f, int init) {
    for (int i = 0; i < n; i++) init = f(init, v[i]);
    return init;
}
static void apply(void (*cb)(void *, int), void *ctx, int n) {
    for (int i = 0; i < n; i++) cb(ctx, i);
}
static void accumulate(void *ctx, int i) { *(int *)ctx += i * i; }

int main(void) {
    binop table[3] = { add, sub, mul };
    int v[] = { 1, 2, 3, 4, 5 };
    for (int i = 0; i < 3; i++) printf("fold%d=%d\n", i, fold(v, 5, table[i], i == 2 ? 1 : 0));
    printf("pick %d %d %d\n", pick('+')(6, 3), pick('-')(6, 3), pick('*')(6, 3));
    printf("eq %d %d\n", pick('+') == add, table[1] == mul);
    int total = 0;
    apply(accumulate, &total, 10);
    printf("total=%d\n", total);
    mkpair mp = twice;
    struct pair p = mp(21);
    printf("pair %ld %ld\n", p.a, p.b);
    void *opaque = (void *)table[2];
    printf("via void* %d\n", ((binop)opaque)(7, 6));
    int (*(*getter)(char))(int, int) = pick;
    printf("nested %d\n", getter('-')(100, 1));
    return 0;
}
