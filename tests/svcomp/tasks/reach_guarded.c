// The loop keeps i and twice i in step; reach_error() is unreachable.
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "reach_guarded.c", 3, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void abort(void);
void assume_abort_if_not(int cond) {
    if (!cond)
        abort();
}
int main(void) {
    unsigned char n = __VERIFIER_nondet_uchar();
    assume_abort_if_not(n < 20);
    int i = 0, j = 0;
    while (i < n) {
        i++;
        j += 2;
    }
    if (j != 2 * i)
        reach_error();
    return 0;
}
