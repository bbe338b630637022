// The sum of two large positive ints overflows.
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
int main(void) {
    int a = __VERIFIER_nondet_int();
    if (a < 2000000000)
        abort();
    int b = a + a;
    return b > 0;
}
