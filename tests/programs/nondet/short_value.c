// __VERIFIER_nondet_short: a bug at one negative value in the default range
// (-8..8), reached through a small computation.
// EXPECT: error arith
// TAGS: nondet short
extern short __VERIFIER_nondet_short(void);

int main(void) {
    short s = __VERIFIER_nondet_short();
    int scale = s + 5;
    int r = 100 / scale; // ERROR
    return r > 1000;
}
