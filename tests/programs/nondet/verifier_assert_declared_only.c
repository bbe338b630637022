// The program only declares __VERIFIER_assert: divm provides it, and a failed one is a call of reach_error().
// EXPECT: error assert
extern void __VERIFIER_assert(int cond);
extern int __VERIFIER_nondet_int(void);
int main(void) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assert(x != 3); // ERROR
    return 0;
}
