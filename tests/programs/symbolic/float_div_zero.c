// A symbolic double divisor that may be zero: the division by zero is undefined (C17 6.5.5p5), found as the integer one is (checked natively with UBSan, x = 0).
// EXPECT: error arith
// FLAGS: --symbolic
extern double __VERIFIER_nondet_double(void);
int main(void) {
    double x = __VERIFIER_nondet_double();
    if (x > 10 || x < -10)
        return 0;
    double y = 1.0 / x; // ERROR: floating-point division by zero
    return y > 1e300;
}
