// The join of equal_terms_join_ok.c, then an assertion only y = 8 (x = 4) violates: matching the joined states must keep it reachable.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
#include <stdbool.h>
extern int __VERIFIER_nondet_int(void);
extern bool __VERIFIER_nondet_bool(void);
volatile int sink;
int main(void) {
    int x = __VERIFIER_nondet_int();
    int y;
    if (__VERIFIER_nondet_bool()) y = x + x; else y = 2 * x;
    for (int i = 0; i < 30; i++) { sink = i; if (y > 50) sink = 2; else sink = 3; }
    assert(y != 8); // ERROR
    return 0;
}
