// search.h: tsearch/tfind/tdelete/twalk/tdestroy (in-order walk, deletion of leaves, inner nodes and the root, misses), hsearch/hcreate/hdestroy (ENTER keeps the first data, FIND misses with ESRCH, a full table fails with ENOMEM at glibc's size), hsearch_r, lsearch/lfind, insque/remque.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return x < y ? -1 : x > y;
}

static void show(const void *node, VISIT v, int depth) {
    (void)depth;
    if (v == postorder || v == leaf)
        printf(" %d", **(int *const *)node);
}

static int freed;
static void free_key(void *k) {
    (void)k;
    freed++;
}

static void trees(void) {
    static int keys[] = {50, 30, 70, 20, 40, 60, 80, 35};
    void *root = NULL;
    for (int i = 0; i < 8; i++) {
        int **p = tsearch(&keys[i], &root, cmp_int);
        assert(p && *p == &keys[i]);
    }
    int dup = 40;
    int **p = tsearch(&dup, &root, cmp_int); /* present: the old key */
    assert(p && *p == &keys[4]);
    p = tfind(&dup, &root, cmp_int);
    assert(p && **p == 40);
    int none = 45;
    assert(tfind(&none, &root, cmp_int) == NULL);
    assert(tdelete(&none, &root, cmp_int) == NULL);
    printf("walk:");
    twalk(root, show);
    printf("\n");
    int del[] = {35, 30, 50, 80}; /* a leaf, a node with two children, the root, a last leaf */
    for (int i = 0; i < 4; i++) {
        assert(tdelete(&del[i], &root, cmp_int) != NULL);
        assert(tfind(&del[i], &root, cmp_int) == NULL);
    }
    printf("after delete:");
    twalk(root, show);
    printf("\n");
    int k = 60;
    p = tfind(&k, &root, cmp_int);
    assert(p && *p == &keys[5]);
    tdestroy(root, free_key);
    printf("destroyed %d\n", freed);
    void *empty = NULL;
    assert(tfind(&k, &empty, cmp_int) == NULL);
    assert(tdelete(&k, &empty, cmp_int) == NULL);
    twalk(NULL, show);
}

static void hashes(void) {
    static char names[12][8];
    assert(hcreate(5) != 0); /* glibc: 5 slots */
    ENTRY e, *r;
    for (int i = 0; i < 5; i++) {
        snprintf(names[i], sizeof names[i], "k%d", i);
        e.key = names[i];
        e.data = (void *)(long)i;
        r = hsearch(e, ENTER);
        assert(r && r->data == (void *)(long)i);
    }
    e.key = "k3";
    e.data = (void *)99L;
    r = hsearch(e, ENTER); /* present: keeps the first data */
    assert(r && r->data == (void *)3L);
    r = hsearch(e, FIND);
    printf("k3 -> %ld\n", (long)r->data);
    e.key = "zz";
    errno = 0;
    r = hsearch(e, FIND);
    printf("zz: %s, ESRCH %d\n", r ? "found" : "missing", errno == ESRCH);
    errno = 0;
    r = hsearch(e, ENTER); /* the table is full */
    printf("full: %s, ENOMEM %d\n", r ? "entered" : "refused", errno == ENOMEM);
    hdestroy();

    struct hsearch_data h;
    memset(&h, 0, sizeof h);
    assert(hcreate_r(10, &h));
    e.key = "a";
    e.data = (void *)1L;
    assert(hsearch_r(e, ENTER, &r, &h) && r->data == (void *)1L);
    e.key = "b";
    assert(!hsearch_r(e, FIND, &r, &h) && r == NULL);
    e.key = "a";
    assert(hsearch_r(e, FIND, &r, &h) && r->data == (void *)1L);
    hdestroy_r(&h);
}

static void linear(void) {
    int tab[6] = {5, 3, 9};
    size_t n = 3;
    int k = 9;
    int *p = lfind(&k, tab, &n, sizeof tab[0], cmp_int);
    assert(p == &tab[2]);
    k = 7;
    assert(lfind(&k, tab, &n, sizeof tab[0], cmp_int) == NULL && n == 3);
    p = lsearch(&k, tab, &n, sizeof tab[0], cmp_int);
    assert(p == &tab[3] && *p == 7 && n == 4);
    p = lsearch(&k, tab, &n, sizeof tab[0], cmp_int);
    assert(p == &tab[3] && n == 4);
    printf("table: %d %d %d %d, n %zu\n", tab[0], tab[1], tab[2], tab[3], n);
}

struct q {
    struct q *next, *prev;
    int v;
};

static void queues(void) {
    struct q a = {0, 0, 1}, b = {0, 0, 2}, c = {0, 0, 3};
    insque(&a, NULL); /* a linear list of one */
    assert(a.next == NULL && a.prev == NULL);
    insque(&c, &a);
    insque(&b, &a); /* a b c */
    assert(a.next == &b && b.next == &c && c.prev == &b && b.prev == &a && c.next == NULL);
    remque(&b);
    assert(a.next == &c && c.prev == &a);
    remque(&a);
    assert(c.prev == NULL);
    printf("queue ok\n");
}

int main(void) {
    trees();
    hashes();
    linear();
    queues();
    return 0;
}
