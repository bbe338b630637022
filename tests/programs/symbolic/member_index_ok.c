// Safe twin: a symbolic subscript kept below the member array's bound.
// EXPECT: safe
// FLAGS: --symbolic
extern int __VERIFIER_nondet_int(void);

struct rec {
    int a[4];
    int b;
};

int main(void) {
    struct rec r = {{0}, 0};
    int i = __VERIFIER_nondet_int();
    if (i >= 0 && i < 4)
        r.a[i] = 1;
    return r.b;
}
