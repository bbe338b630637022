/* Two inputs in 0..RANGE meet a chain of conditions; one pair fails.
 * Enumeration runs every pair, symbolic mode a handful of paths. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = __VERIFIER_nondet_int();
    __VERIFIER_assume(x >= 0 && x <= 63 && y >= 0 && y <= 63);
    int score = 0;
    if (x * 3 + y > 100)
        score += 2;
    if ((x ^ y) == 0x2a)
        score += 3;
    if (y - x == 7)
        score += 5;
    assert(score != 10);
    return 0;
}
