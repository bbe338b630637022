// abort() ends a path: the reach_error() after it is unreachable, and exiting with status 3 is no error either.
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "reach_after_abort.c", 3, "reach_error"); }
extern void abort(void);
extern void exit(int);
extern int __VERIFIER_nondet_int(void);
int main(void) {
    int x = __VERIFIER_nondet_int();
    if (x > 5) {
        abort();
        reach_error();
    }
    exit(3);
}
