// Loops that -O2 vectorises (sums, minimum and maximum, absolute values, a widening sum of shorts), in bounds: every lane is checked and every result is right.
// EXPECT: safe
// FLAGS: -O2
#include <assert.h>
#include <stdlib.h>

int a[256];
short b[256];

int main(void) {
    for (int i = 0; i < 256; i++) {
        a[i] = i * 3 - 100;
        b[i] = (short)(i * 7);
    }
    int s = 0, mx = -1000, mn = 1000;
    long ls = 0;
    for (int i = 0; i < 256; i++) {
        s += a[i] * 2;
        mx = a[i] > mx ? a[i] : mx;
        mn = a[i] < mn ? a[i] : mn;
        ls += b[i];
    }
    for (int i = 0; i < 256; i++)
        a[i] = abs(a[i]) + (b[i] >> 2);
    int t = 0;
    for (int i = 0; i < 256; i++)
        t += a[i];
    assert(s == 2 * (3 * 32640 - 25600));
    assert(mx == 665 && mn == -100);
    assert(ls == 7 * 32640);
    assert(t == 132778);
    return 0;
}
