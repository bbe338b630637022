// The twin of malloc_size.c with the loop bound right, and a memset of a symbolic byte over the buffer: every size is safe.
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

int main(void) {
    unsigned n = __VERIFIER_nondet_uint();
    __VERIFIER_assume(n >= 1 && n <= 8);
    unsigned char fillc = __VERIFIER_nondet_uchar();
    unsigned char *a = malloc(n);
    if (!a)
        return 0;
    memset(a, fillc, n);
    for (unsigned i = 0; i < n; i++)
        assert(a[i] == fillc);
    free(a);
    return 0;
}
