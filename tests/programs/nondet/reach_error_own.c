// The program defines reach_error itself, SV-COMP style, as a call to
// __assert_fail; reaching it (for x = -2 or x = 6) is an assertion failure
// reported at the call, as for a reach_error divm provides: the call is the
// violation (SV-COMP's G ! call(reach_error())), whatever the body.
// EXPECT: error assert
// TAGS: nondet reach_error
#include <assert.h>

extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "reach_error_own.c", 9, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = x * x - 4 * x;
    if (y == 12)
        reach_error(); // ERROR
    return 0;
}
