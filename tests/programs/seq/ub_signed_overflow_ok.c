// Safe twin of the overflow tests under --ub-overflow: unsigned arithmetic wraps, char/short arithmetic is promoted, results at the limits and checked builtins are defined.
// EXPECT: safe
// FLAGS: --ub-overflow
#include <stdio.h>
#include <limits.h>
#include <stdint.h>

int main(void) {
    unsigned u = UINT_MAX;
    u += 1;                              /* unsigned: wraps to 0 */
    unsigned long ul = 0;
    ul -= 1;
    signed char c = 127;
    c = c + 1;                           /* int arithmetic, then an implementation-defined conversion */
    short s = SHRT_MIN;
    s = -s;
    int a = INT_MAX - 1;
    a = a + 1;                           /* exactly INT_MAX */
    int b = INT_MIN + 1;
    b = b - 1;                           /* exactly INT_MIN */
    long long m = 3037000499LL;
    m = m * m;                           /* just below LLONG_MAX */
    int r;
    int ovf = __builtin_add_overflow(INT_MAX, 1, &r);
    uint32_t h = 2166136261u;
    for (const char *p = "hash me"; *p; p++)
        h = (h ^ (unsigned char)*p) * 16777619u;
    int neg = -INT_MAX;
    printf("%u %lu %d %d %d %d %lld %d %u %d\n", u, ul, c, s, a, b, m, ovf, h, neg);
    return 0;
}
