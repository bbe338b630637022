// A bug at x == 100, outside the default domain (-8..8) of a nondet int:
// found only because --nondet-range widens the search to 0..120.
// (range_default.c is the same program without the flag: safe, with a
// caveat in the report.)
// EXPECT: error assert
// FLAGS: --nondet-range 0..120
// TAGS: nondet range
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static int digits(int v) {
    int d = 1;
    while (v >= 10) {
        v /= 10;
        d++;
    }
    return d;
}

int main(void) {
    int x = __VERIFIER_nondet_int();
    if (x >= 0 && digits(x) > 2)
        reach_error(); // ERROR
    return 0;
}
