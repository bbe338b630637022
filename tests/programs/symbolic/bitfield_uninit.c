// A bit-field next to symbolic ones that was never set: reading it is still an uninit error.
// EXPECT: error uninit
// FLAGS: --symbolic
extern unsigned __VERIFIER_nondet_uint(void);
struct flags {
    unsigned a : 3;
    unsigned b : 5;
    unsigned c : 1;
};

int main(void) {
    struct flags f;
    f.a = __VERIFIER_nondet_uint();
    if (f.c) // ERROR
        return 1;
    return f.a;
}
