// --malloc-may-fail together with --symbolic: the NULL result is dereferenced only for large inputs.
// EXPECT: error memory
// FLAGS: --symbolic --malloc-may-fail
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int n = __VERIFIER_nondet_int();
    int *p = malloc(sizeof(int));
    if (n > 100000)
        *p = n; // ERROR
    else if (p)
        *p = 0;
    free(p);
    return 0;
}
