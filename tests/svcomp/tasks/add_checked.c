// The addition is guarded against overflow; the division by a nonzero value cannot overflow either.
extern int __VERIFIER_nondet_int(void);
int main(void) {
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    if (a > 1000 || a < -1000 || b > 1000 || b < -1000)
        return 0;
    int s = a + b;
    if (b != 0 && b != -1)
        s = s / b;
    return s;
}
