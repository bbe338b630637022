// The program defines its own reach_error (calling abort) but no explored
// value reaches it: x*x - 4*x == -5 has no integer solution.
// EXPECT: safe
// TAGS: nondet reach_error
#include <stdlib.h>

void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    if (x * x - 4 * x == -5)
        reach_error();
    return 0;
}
