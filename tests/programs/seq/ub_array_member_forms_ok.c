// Subscripts the C types allow, next to the member-array bound check: nested trailing arrays (flexible idiom), zero-length and union arrays, rows of a 2-D array (one past the last row as a loop's end), arrays of structs, pointers to arrays, and addresses one past the end.
// EXPECT: safe
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct old {
    int n;
    int data[1];
};
struct outer {
    int k;
    struct old in;
};
struct gnu {
    int n;
    int z[0];
};
struct item {
    int x, y;
};
struct table {
    struct item items[3];
    int count;
};
union words {
    char c[8];
    int i[2];
};

static int sum_rows(int (*p)[3], int rows) {
    int s = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < 3; c++)
            s += p[r][c];
    return s;
}

int main(void) {
    struct outer *o = malloc(sizeof *o + 5 * sizeof(int));
    struct gnu *g = malloc(sizeof *g + 5 * sizeof(int));
    if (!o || !g)
        return 1;
    for (int i = 0; i < 5; i++)
        o->in.data[i] = i, g->z[i] = 2 * i;
    int m[2][3];
    for (int r = 0; r < 2; r++) {
        memset(m[r], 0, sizeof m[r]);
        for (int *p = &m[r][0]; p != &m[r][3]; p++)
            *p = r + 1;
    }
    char rows[2][4];
    int nrows = 2, filled = 0;
    for (char *p = rows[0]; p < rows[nrows]; p++)
        *p = 'a', filled++;
    struct table t = {{{1, 2}, {3, 4}, {5, 6}}, 3};
    int s = 0;
    for (int i = 0; i < t.count; i++)
        s += t.items[i].x * t.items[i].y;
    struct item *end = &t.items[3];
    union words w;
    w.i[0] = 0x01020304;
    w.i[1] = 0;
    for (int i = 0; i < 8; i++)
        s += w.c[i] != 0;
    int *q = &t.items[1].y;
    printf("%d %d %d %d %d %d\n", o->in.data[4], g->z[4], sum_rows(m, 2), s, (int)(end - t.items) + q[-1], filled);
    free(o);
    free(g);
    return 0;
}
