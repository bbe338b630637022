// The time-stamp counter (__rdtsc, __rdtscp, __builtin_readcyclecounter) strictly increases between readings, and it is not a clock reading's choice: intervals are positive, the readings interleave with clock_gettime in order.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <time.h>
#include <x86intrin.h>

int main(void) {
    unsigned long long a = __rdtsc();
    volatile unsigned sum = 0;
    for (unsigned i = 0; i < 100; i++)
        sum += i;
    unsigned long long b = __rdtsc();
    unsigned aux = 12345;
    unsigned long long c = __rdtscp(&aux);
    unsigned long long d = __builtin_readcyclecounter();
    printf("increasing: %d %d %d\n", b > a, c > b, d > c);
    (void)aux; /* (the processor number differs natively) */
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    unsigned long long e = __rdtsc();
    clock_gettime(CLOCK_MONOTONIC, &t1);
    int later = t1.tv_sec > t0.tv_sec || (t1.tv_sec == t0.tv_sec && t1.tv_nsec > t0.tv_nsec);
    printf("clock still increasing: %d, counter after the clock: %d, sum %u\n", later, e > d, sum);
    return 0;
}
