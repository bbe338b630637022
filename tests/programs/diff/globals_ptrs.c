// Globals: initialisers holding pointers to other globals and functions, static locals, pointer arithmetic across a global array.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <string.h>

int table[8] = { 1, 1, 2, 3, 5, 8, 13, 21 };
int *mid = &table[4];
const char *names[] = { "zero", "one", "two" };
const char *const *pname = &names[1];
static char buffer[32] = "global buffer";
struct node { int v; struct node *next; };
struct node n3 = { 3, 0 }, n2 = { 2, &n3 }, n1 = { 1, &n2 };
static int twice(int x) { return 2 * x; }
int (*gfp)(int) = twice;
struct { int (*f)(int); int *p; } combo = { twice, &table[7] };

static int counter(void) { static int c = 100; return c++; }

int main(void) {
    printf("%d %d %d\n", *mid, mid[-4], mid[3]);
    printf("%s %s\n", *pname, pname[1]);
    strcat(buffer, "!");
    printf("%s %zu\n", buffer, sizeof buffer);
    for (struct node *n = &n1; n; n = n->next) printf("node %d\n", n->v);
    printf("fp %d %d %td\n", gfp(21), combo.f(*combo.p), combo.p - mid);
    counter(); counter();
    printf("static local %d\n", counter());
    int *p = table;
    int s = 0;
    while (p < table + 8) s += *p++;
    printf("sum %d end-diff %td\n", s, p - table);
    mid = &table[1];
    *mid = 99;
    printf("table[1]=%d\n", table[1]);
    static const double consts[] = { 1.5, 2.5 };
    printf("const %g\n", consts[0] + consts[1]);
    return 0;
}
