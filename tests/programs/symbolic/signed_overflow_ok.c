// Under --ub-overflow, x + 100 cannot overflow once x < 1000 is assumed.
// EXPECT: safe
// FLAGS: --symbolic --ub-overflow
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x < 1000);
    int y = x + 100;
    return y > 2000 ? 1 : 0; /* never: y < 1100 */
}
