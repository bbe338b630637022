// __VERIFIER_nondet_double assumed into [-2, 2]: the square stays within
// [0, 4] and its truncation indexes a five-element table safely.
// EXPECT: safe
// TAGS: nondet double
#include <assert.h>

extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

static const int weight[5] = { 1, 2, 3, 4, 5 };

int main(void) {
    double d = __VERIFIER_nondet_double();
    __VERIFIER_assume(d >= -2.0 && d <= 2.0);
    double sq = d * d;
    assert(sq >= 0.0 && sq <= 4.0);
    int w = weight[(int)sq];
    assert(w >= 1 && w <= 5);
    return 0;
}
