// Two branches compute the same value in different words (x + x and 2 * x): the joined states hold different terms, which one solver query proves equal, so they match.
// EXPECT: safe
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
    assert(y != 7);
    return 0;
}
