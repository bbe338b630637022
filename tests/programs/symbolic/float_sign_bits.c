// The sign bit of a computed float read through a union (the float's bits as an integer): negative inputs set it (a = -1 natively).
// EXPECT: error assert
// FLAGS: --symbolic
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

union fb { float f; unsigned u; };

int main(void) {
    int a = __VERIFIER_nondet_int();
    __VERIFIER_assume(a >= -50 && a <= 50);
    union fb x;
    x.f = (float)a * 0.5f;
    if (x.u >> 31) reach_error(); // ERROR
    return 0;
}
