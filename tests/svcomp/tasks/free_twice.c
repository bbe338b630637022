// A buffer freed on the error path is freed again at the end.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
    char *p = malloc(16);
    if (!p)
        return 0;
    if (__VERIFIER_nondet_int())
        free(p);
    free(p);
    return 0;
}
