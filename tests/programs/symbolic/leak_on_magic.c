// With --leak, the buffer leaks only when the input is 777: found by the solver.
// EXPECT: error leak
// FLAGS: --symbolic --leak
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    char *p = malloc(16); // ERROR
    int x = __VERIFIER_nondet_int();
    if (x != 777)
        free(p);
    return 0;
}
