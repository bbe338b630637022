// __VERIFIER_nondet_ulong as an array index: the guard allows 0..10 into an
// array of 10 elements; index 10 is read out of bounds.
// EXPECT: error memory
// TAGS: nondet ulong
extern unsigned long __VERIFIER_nondet_ulong(void);

static const int squares[10] = { 0, 1, 4, 9, 16, 25, 36, 49, 64, 81 };

int main(void) {
    unsigned long i = __VERIFIER_nondet_ulong();
    int s = 0;
    if (i <= 10)
        s = squares[i]; // ERROR
    return s > 100;
}
