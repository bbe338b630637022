/* qsort.c -- a stable merge sort (glibc's qsort is a merge sort too, so
 * equal elements end up in the same order as natively), and bsearch. */
#include <hypercalls.h>
#include <stdlib.h>
#include <string.h>

typedef int (*cmp_fn)(const void *, const void *);
typedef int (*cmp_r_fn)(const void *, const void *, void *);

/* The comparison: qsort's two-argument function, or qsort_r's with its
 * extra argument. */
struct order {
    cmp_fn cmp;
    cmp_r_fn cmp_r;
    void *arg;
};

static int compare(const struct order *o, const void *a, const void *b) {
    return o->cmp ? o->cmp(a, b) : o->cmp_r(a, b, o->arg);
}

static void msort(char *b, size_t n, size_t size, const struct order *cmp, char *tmp) {
    if (n <= 1)
        return;
    size_t n1 = n / 2, n2 = n - n1;
    char *b1 = b, *b2 = b + n1 * size, *t = tmp;
    msort(b1, n1, size, cmp, tmp);
    msort(b2, n2, size, cmp, tmp);
    while (n1 > 0 && n2 > 0) {
        if (compare(cmp, b1, b2) <= 0) {
            __builtin_memcpy(t, b1, size);
            b1 += size;
            n1--;
        } else {
            __builtin_memcpy(t, b2, size);
            b2 += size;
            n2--;
        }
        t += size;
    }
    if (n1 > 0)
        __builtin_memcpy(t, b1, n1 * size);
    __builtin_memcpy(b, tmp, (n - n2) * size);
}

static void sort(void *base, size_t n, size_t size, const struct order *o) {
    if (n <= 1 || size == 0)
        return;
    /* scratch space from the VM directly: never fails, never leaks */
    char *tmp = __vm_obj_make(n * size, _VM_OK_SYSTEM);
    msort(base, n, size, o, tmp);
    __vm_obj_free(tmp);
}

void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
    struct order o = {cmp, NULL, NULL};
    sort(base, n, size, &o);
}

/* GNU's (and C2y's) qsort_r: the comparison gets `arg` third. */
void qsort_r(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *, void *), void *arg) {
    struct order o = {NULL, cmp, arg};
    sort(base, n, size, &o);
}

void *bsearch(const void *key, const void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        const char *p = (const char *)base + mid * size;
        int c = cmp(key, p);
        if (c < 0)
            hi = mid;
        else if (c > 0)
            lo = mid + 1;
        else
            return (void *)p;
    }
    return NULL;
}
