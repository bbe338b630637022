// __VERIFIER_nondet_ushort reaches the top of its default range (16): an
// index bounds check that is off by one fails there.
// EXPECT: error memory
// TAGS: nondet ushort
extern unsigned short __VERIFIER_nondet_ushort(void);

static int slots[16];

int main(void) {
    unsigned short i = __VERIFIER_nondet_ushort();
    if (i <= 16)
        slots[i] = 1; // ERROR
    return 0;
}
