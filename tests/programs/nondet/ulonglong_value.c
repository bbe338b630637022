// __VERIFIER_nondet_ulonglong: a bug at one value of the default domain,
// where a 64-bit multiplication lands exactly on a sentinel.
// EXPECT: error assert
// TAGS: nondet ulonglong
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void __VERIFIER_error(void);

int main(void) {
    unsigned long long x = __VERIFIER_nondet_ulonglong();
    unsigned long long h = x * 0x9E3779B97F4A7C15ull;
    if (h == 11 * 0x9E3779B97F4A7C15ull)
        __VERIFIER_error(); // ERROR
    return 0;
}
