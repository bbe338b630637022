// With --malloc-may-fail the second allocation can return NULL, and the
// program writes through it without checking: null pointer dereference.
// EXPECT: error memory
// FLAGS: --malloc-may-fail
// TAGS: nondet malloc
#include <stdlib.h>

int main(void) {
    int *a = malloc(4 * sizeof *a);
    if (!a)
        return 0;
    int *b = calloc(4, sizeof *b);
    a[0] = 1;
    b[0] = a[0] + 1; // ERROR
    free(a);
    free(b);
    return 0;
}
