// The divisor x - 123456 is zero for exactly one input: a division-by-zero check on a symbolic divisor forks.
// EXPECT: error arith
// FLAGS: --symbolic
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int q = 1000 / (x - 123456); // ERROR: division by zero
    return q > 2000 ? 1 : 0;
}
