// Twin of range_widened.c without --nondet-range: the bug at x >= 100 lies
// outside the default domain (-8..8), so the verdict is safe -- but it is
// safe only for the explored domain, and the JSON report must then carry a
// non-empty "caveats" list naming __VERIFIER_nondet_int (the harness only
// checks the verdict).
// EXPECT: safe
// TAGS: nondet range caveat
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
        reach_error();
    return 0;
}
