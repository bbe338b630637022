// getelementptr: nested struct fields, arrays of structs, 2-D arrays, negative indices, pointer differences, offsetof.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stddef.h>

struct inner { char tag; short s; double d; int arr[3]; };
struct outer { int id; struct inner in[4]; long tail; };

static struct outer g[3];

int main(void) {
    for (int i = 0; i < 3; i++) {
        g[i].id = i;
        for (int j = 0; j < 4; j++) {
            g[i].in[j].tag = (char)('a' + j);
            g[i].in[j].s = (short)(i * 10 + j);
            g[i].in[j].d = i + j / 4.0;
            for (int k = 0; k < 3; k++) g[i].in[j].arr[k] = i * 100 + j * 10 + k;
        }
        g[i].tail = -i;
    }
    printf("offsets %zu %zu %zu %zu %zu %zu\n", offsetof(struct inner, s), offsetof(struct inner, d),
           offsetof(struct inner, arr), offsetof(struct outer, in), offsetof(struct outer, tail), sizeof(struct outer));
    struct inner *p = &g[2].in[3];
    int *q = &p->arr[2];
    printf("%c %d %g %d\n", p->tag, p->s, p->d, *q);
    printf("back %d %d\n", q[-1], (&p->arr[0])[-0]);
    struct inner *r = p - 2;
    printf("r %c %d diff %td\n", r->tag, r->arr[1], p - r);
    char *base = (char *)&g[0];
    char *field = (char *)&g[1].in[2].d;
    printf("byte offset %td\n", field - base);
    int m[5][7];
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 7; j++) m[i][j] = i * j;
    int (*row)[7] = &m[1];
    printf("m %d %d %d\n", row[2][3], (*(row + 3))[6], *(&m[0][0] + 4 * 7 + 5));
    struct outer *o = &g[1];
    printf("via outer %ld %d\n", (o + 1)->tail, o->in[1].arr[0]);
    long idx = -1;
    printf("neg idx %d\n", g[2].in[1].arr[idx + 1]);
    return 0;
}
