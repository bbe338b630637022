// Safe twin of the VLA bound tests: positive bounds, two-dimensional VLAs and sizeof of a VLA are defined.
// EXPECT: safe
#include <stdio.h>

int main(void) {
    int total = 0;
    for (int n = 1; n <= 4; n++) {
        int a[n];
        double m[n][n + 1];
        for (int i = 0; i < n; i++) {
            a[i] = i;
            for (int j = 0; j <= n; j++)
                m[i][j] = i * j;
            total += a[i] + (int)m[i][n];
        }
        total += (int)(sizeof m / sizeof m[0][0]);
    }
    printf("%d\n", total);
    return 0;
}
