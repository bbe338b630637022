// Safe twin of stack_overflow: the same recursion with a base case, 5000 frames deep.
// EXPECT: safe
#include <stdio.h>

static unsigned long depth(unsigned long n) {
    volatile char pad[64];
    pad[0] = (char)n;
    if (n == 5000) return 0;
    return depth(n + 1) + (unsigned char)pad[0];
}

int main(void) {
    printf("%lu\n", depth(0));
    return 0;
}
