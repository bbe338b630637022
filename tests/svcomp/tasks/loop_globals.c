// Global counters at loop heads: divm's correctness witness states their
// values there (i from 0 to 6, mode 1 or 3, total 0 to 15).
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "loop_globals.c", 4, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int i;
int mode = 1;
unsigned total;
int main(void) {
    int n = __VERIFIER_nondet_int();
    if (n < 0 || n > 5)
        return 0;
    for (i = 0; i <= n; i++)
        total += i;
    mode = 3;
    while (total > 0)
        total--;
    if (mode != 3 || i > 6)
        reach_error();
    return 0;
}
