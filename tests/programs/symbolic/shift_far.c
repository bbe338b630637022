// A shift by a symbolic amount: amounts of 32 or more are undefined behaviour and reachable.
// EXPECT: error arith
// FLAGS: --symbolic
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
    unsigned s = __VERIFIER_nondet_uint();
    unsigned v = 1u << s; // ERROR: shift by
    return v == 4 ? 0 : 0;
}
