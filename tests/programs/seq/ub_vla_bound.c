// A variable-length array whose size is not positive is undefined (C11 6.7.6.2p5): a memory error at the declaration (-fsanitize=vla-bound).
// EXPECT: error memory
#include <stdio.h>

static int sum(int n) {
    int a[n]; // ERROR: variable-length array bound 0 is not positive
    int s = 0;
    for (int i = 0; i < n; i++)
        a[i] = i, s += a[i];
    return s;
}

int main(void) {
    for (int n = 3; n >= 0; n--)
        printf("%d\n", sum(n));
    return 0;
}
