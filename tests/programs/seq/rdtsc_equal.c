// Two readings of the time-stamp counter are never equal (each advances the OS's clock): an assertion that they are fails, in check mode as natively.
// EXPECT: error assert
#include <assert.h>
#include <x86intrin.h>

int main(void) {
    unsigned long long a = __rdtsc();
    unsigned long long b = __rdtsc();
    assert(b == a); // ERROR
    return 0;
}
