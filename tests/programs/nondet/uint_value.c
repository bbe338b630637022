// __VERIFIER_nondet_uint: the bug is at exactly one value (13) inside the
// default 0..16 domain; below it the unsigned room computation wraps high.
// EXPECT: error memory
// TAGS: nondet uint
extern unsigned int __VERIFIER_nondet_uint(void);

static char buf[8];

int main(void) {
    unsigned int n = __VERIFIER_nondet_uint();
    unsigned int room = 8 - (n - 13) * 100;
    if (n <= 13 && room <= 8)
        buf[n] = 'x'; // ERROR
    return 0;
}
