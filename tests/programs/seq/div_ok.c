// Safe twin of the arithmetic errors: guarded divisions, INT_MIN / 1, INT_MIN % 2, unsigned wrap (which is defined).
// EXPECT: safe
#include <stdio.h>
#include <limits.h>

int main(void) {
    int d[] = { 2, 1, 0, -1 };
    int x = INT_MIN;
    long s = 0;
    for (int i = 0; i < 4; i++) {
        if (d[i] == 0 || (d[i] == -1 && x == INT_MIN)) continue;
        s += x / d[i] + x % d[i];
    }
    unsigned u = 0;
    u -= 1;
    printf("%ld %u %d\n", s, u / 3, -7 % 3);
    return 0;
}
