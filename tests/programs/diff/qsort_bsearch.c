// qsort on ints, strings and structs (stable key plus tiebreak), then bsearch hits and misses.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec { int key; char name[8]; };

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
static int cmp_rec(const void *a, const void *b) {
    const struct rec *x = a, *y = b;
    if (x->key != y->key) return x->key < y->key ? -1 : 1;
    return strcmp(x->name, y->name);
}

int main(void) {
    int v[50];
    unsigned s = 12345;
    for (int i = 0; i < 50; i++) { s = s * 1103515245u + 12345u; v[i] = (int)(s >> 16) % 1000 - 500; }
    qsort(v, 50, sizeof v[0], cmp_int);
    for (int i = 0; i < 50; i++) printf("%d ", v[i]);
    printf("\n");
    for (int k = -500; k < 500; k += 37) {
        int *hit = bsearch(&k, v, 50, sizeof v[0], cmp_int);
        if (hit) printf("found %d at %td\n", k, hit - v);
    }
    int missing = 10000;
    printf("miss %d\n", bsearch(&missing, v, 50, sizeof(int), cmp_int) == NULL);
    const char *words[] = { "pear", "apple", "fig", "banana", "cherry", "apple", "date" };
    qsort(words, 7, sizeof words[0], cmp_str);
    for (int i = 0; i < 7; i++) printf("%s ", words[i]);
    printf("\n");
    struct rec r[6] = { { 3, "c" }, { 1, "z" }, { 3, "a" }, { 2, "m" }, { 1, "b" }, { 2, "a" } };
    qsort(r, 6, sizeof r[0], cmp_rec);
    for (int i = 0; i < 6; i++) printf("%d%s ", r[i].key, r[i].name);
    printf("\n");
    qsort(v, 0, sizeof v[0], cmp_int);
    qsort(v, 1, sizeof v[0], cmp_int);
    printf("empty ok %d\n", v[0]);
    return 0;
}
