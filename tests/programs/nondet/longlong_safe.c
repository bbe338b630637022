// __VERIFIER_nondet_longlong and _ulonglong, assumed into small ranges: a
// 64-bit magnitude and product computation that holds for every value.
// EXPECT: safe
// TAGS: nondet longlong ulonglong
#include <assert.h>

extern long long __VERIFIER_nondet_longlong(void);
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void __VERIFIER_assume(int);

int main(void) {
    long long a = __VERIFIER_nondet_longlong();
    unsigned long long b = __VERIFIER_nondet_ulonglong();
    __VERIFIER_assume(a >= -6 && a <= 6);
    __VERIFIER_assume(b <= 10);
    unsigned long long mag = a < 0 ? (unsigned long long)(-a) : (unsigned long long)a;
    unsigned long long p = mag * b;
    assert(p <= 60);
    assert(b == 0 || p % b == 0);
    assert((long long)mag == (a < 0 ? -a : a));
    return 0;
}
