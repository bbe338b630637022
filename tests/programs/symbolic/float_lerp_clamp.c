// Linear interpolation clamps t only from below, so an int input above 1000 gives t > 1 and a value above 20 (int to double, a division, a compare: z3 timed out on it).
// EXPECT: error assert
// FLAGS: --symbolic
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

static double lerp(double a, double b, double t) {
    if (t < 0.0) t = 0.0;
    return a + (b - a) * t;
}

int main(void) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x >= -5000 && x <= 5000);
    double v = lerp(10.0, 20.0, x / 1000.0);
    if (v < 10.0 || v > 20.0) reach_error(); // ERROR
    return 0;
}
