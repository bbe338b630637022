/* A symbolic index into a 48-entry table, checked against a formula:
 * symbolic mode forks over the index's feasible offsets. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int squares[48];

int main(void) {
    for (int i = 0; i < 48; i++)
        squares[i] = i * i;
    int k = __VERIFIER_nondet_int();
    int d = __VERIFIER_nondet_int();
    __VERIFIER_assume(k >= 0 && k < 48 && d >= 0 && d <= 47);
    assert(squares[k] + d != 2000);
    return 0;
}
