// __VERIFIER_nondet_char covers every char value, negative ones included:
// a table lookup indexed by the char overflows only for negative values.
// EXPECT: error memory
// TAGS: nondet char
extern char __VERIFIER_nondet_char(void);

static int counts[128];

int main(void) {
    char c = __VERIFIER_nondet_char();
    counts[(int)c]++; // ERROR
    return 0;
}
