// An older SV-COMP style: the program defines __VERIFIER_error as abort();
// reaching it (for n = 5) is the error, placed at the call in check(), not
// at the abort() inside the definition.
// EXPECT: error assert
// TAGS: nondet reach_error
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
void __VERIFIER_error(void) { abort(); }

static void check(int n) {
    if (n * 3 == 15)
        __VERIFIER_error(); // ERROR
}

int main(void) {
    int n = __VERIFIER_nondet_int();
    check(n);
    return 0;
}
