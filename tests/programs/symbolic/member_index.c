// A symbolic subscript of a member array: one input reaches index 4, past int a[4] though inside the struct, so the check must fork on the bound (C11 6.5.6p8) and report it.
// EXPECT: error memory
// FLAGS: --symbolic
extern int __VERIFIER_nondet_int(void);

struct rec {
    int a[4];
    int b;
};

int main(void) {
    struct rec r = {{0}, 0};
    int i = __VERIFIER_nondet_int();
    if (i >= 0 && i <= 4)
        r.a[i] = 1; // ERROR: index 4 out of bounds for an array of 4 elements
    return r.b;
}
