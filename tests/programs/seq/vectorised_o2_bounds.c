// A loop that -O2 vectorises reads one element past its array (the vectorised body and its scalar remainder both run): out of bounds at the loop's line.
// EXPECT: error memory
// FLAGS: -O2
#include <stdlib.h>

__attribute__((noinline)) int sum(const int *a, int n) {
    int s = 0;
    for (int i = 0; i <= n; i++) /* one too far */
        s += a[i] * 3; // ERROR
    return s;
}

int main(void) {
    int *a = malloc(64 * sizeof *a);
    if (!a)
        return 0;
    for (int i = 0; i < 64; i++)
        a[i] = i;
    int s = sum(a, 64);
    free(a);
    return s == 3 * 2016;
}
