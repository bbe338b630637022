// A nondet pointer that is checked against NULL and never dereferenced
// otherwise: safe.
// EXPECT: safe
// TAGS: nondet pointer
#include <stddef.h>

extern void *__VERIFIER_nondet_pointer(void);

static int fallback = 4;

int main(void) {
    int *p = __VERIFIER_nondet_pointer();
    if (p == NULL)
        p = &fallback;
    else
        return 0;
    return *p - 4;
}
