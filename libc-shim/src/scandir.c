/* scandir.c -- scandir, alphasort and versionsort over the directory
 * streams of DiOS (dios/dir.c). The list and each entry are malloc'd, as
 * the caller frees them with free(). */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

int scandir(const char *path, struct dirent ***list, int (*filter)(const struct dirent *),
            int (*compar)(const struct dirent **, const struct dirent **)) {
    DIR *d = opendir(path);
    if (!d)
        return -1;
    struct dirent **v = NULL, *e;
    size_t n = 0, cap = 0;
    while ((e = readdir(d))) {
        if (filter && !filter(e))
            continue;
        if (n == cap) {
            size_t nc = cap ? 2 * cap : 8;
            struct dirent **nv = realloc(v, nc * sizeof *v);
            if (!nv)
                goto nomem;
            v = nv;
            cap = nc;
        }
        struct dirent *c = malloc(sizeof *c);
        if (!c)
            goto nomem;
        memcpy(c, e, sizeof *c);
        v[n++] = c;
    }
    closedir(d);
    /* insertion sort: compar is called with its own type (qsort would call
     * it through another), and is stable, as glibc's merge sort is */
    for (size_t i = 1; compar && i < n; i++) {
        struct dirent *x = v[i];
        size_t j = i;
        for (; j > 0 && compar((const struct dirent **)&v[j - 1], (const struct dirent **)&x) > 0; j--)
            v[j] = v[j - 1];
        v[j] = x;
    }
    *list = v;
    return (int)n;
nomem:
    while (n > 0)
        free(v[--n]);
    free(v);
    closedir(d);
    errno = ENOMEM;
    return -1;
}

int alphasort(const struct dirent **a, const struct dirent **b) { return strcoll((*a)->d_name, (*b)->d_name); }

int versionsort(const struct dirent **a, const struct dirent **b) { return strverscmp((*a)->d_name, (*b)->d_name); }
