// The divisor is never zero under the guard, and INT_MIN / -1 is excluded too: no fault is feasible.
// EXPECT: safe
// FLAGS: --symbolic
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = __VERIFIER_nondet_int();
    if (y != 0 && y != -1)
        return (x / y + x % y) == 12345 ? 0 : 0;
    return 0;
}
