// Safe twin of the array index tests: indices inside member arrays, a pointer one past the end (not dereferenced), flexible array members and the old one-element trailing-array idiom on a large enough allocation are defined or accepted.
// EXPECT: safe
#include <stdio.h>
#include <stdlib.h>

struct rec {
    int a[4];
    int b;
};
struct flex {
    int n;
    int data[];
};
struct old {
    int n;
    int data[1];
};

int main(void) {
    struct rec r = {{0}, 7};
    int *end = &r.a[4];
    for (int *p = r.a; p != end; p++)
        *p = 1;
    for (int i = 0; i < 4; i++)
        r.b += r.a[i];
    struct flex *f = malloc(sizeof *f + 3 * sizeof(int));
    struct old *o = malloc(sizeof *o + 3 * sizeof(int));
    if (!f || !o)
        return 1;
    for (int i = 0; i < 3; i++)
        f->data[i] = i, o->data[i] = i;
    printf("%d %d %d\n", r.b, f->data[2], o->data[2]);
    free(f);
    free(o);
    return 0;
}
