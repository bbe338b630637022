// reach_error() with an empty body is still the violation: the call is.
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error() {}
void __VERIFIER_assert(int c) {
    if (!c) {
        reach_error();
        abort();
    }
}
int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = x * 3;
    __VERIFIER_assert(y != 21);
    return 0;
}
