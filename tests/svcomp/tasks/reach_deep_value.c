// Only one input out of four billion reaches reach_error(): a small range of values misses it.
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "reach_deep_value.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
int main(void) {
    unsigned int key = __VERIFIER_nondet_uint();
    if ((key ^ 0x5a5a5a5aU) == 0xdeadbeefU)
        reach_error();
    return 0;
}
