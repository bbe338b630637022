// Three Newton steps from x0 = v leave sqrt(v) far off for v = 100 (natively: x*x - v = 125.6): z3 took over 90 s on the double divisions; the assumed bound 100.0 is a model found by a guess.
// EXPECT: error assert
// FLAGS: --symbolic
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
    double v = __VERIFIER_nondet_double();
    __VERIFIER_assume(v >= 1.0 && v <= 100.0);
    double x = v;
    for (int i = 0; i < 3; i++) x = 0.5 * (x + v / x);
    if (x * x - v > 1.0) reach_error(); // ERROR
    return 0;
}
