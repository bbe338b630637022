// Without --malloc-may-fail malloc never returns NULL, so the unchecked use
// of malloc_fail_unchecked.c's pattern is safe under the default semantics.
// EXPECT: safe
// TAGS: nondet malloc
#include <assert.h>
#include <stdlib.h>

int main(void) {
    int *b = calloc(4, sizeof *b);
    b[0] = 2;
    assert(b[1] == 0);
    free(b);
    return 0;
}
