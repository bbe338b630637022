// malloc(n) with a symbolic n in 1..8 forks over the eight sizes; the loop writes n+1 elements, one too many for every size.
// EXPECT: error memory
// FLAGS: --symbolic
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void) {
    unsigned n = __VERIFIER_nondet_uint();
    __VERIFIER_assume(n >= 1 && n <= 8);
    int *a = malloc(n * sizeof(int));
    if (!a)
        return 0;
    for (unsigned i = 0; i <= n; i++)
        a[i] = (int)i; // ERROR
    free(a);
    return 0;
}
