// Twin of rdtsc_equal.c: the counter strictly increases, so the interval between two readings is positive on every run.
// EXPECT: safe
#include <assert.h>
#include <x86intrin.h>

int main(void) {
    unsigned long long a = __rdtsc();
    unsigned long long b = __builtin_readcyclecounter();
    assert(b > a);
    return 0;
}
