// The guard allows i == 8, one past the 8-entry table: the load at a symbolic offset is out of bounds.
// EXPECT: error memory
// FLAGS: --symbolic
extern unsigned __VERIFIER_nondet_uint(void);

int table[8];

int main(void) {
    unsigned i = __VERIFIER_nondet_uint();
    if (i <= 8)
        return table[i]; // ERROR
    return 0;
}
