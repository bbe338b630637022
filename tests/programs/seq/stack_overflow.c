// Unbounded recursion exhausts the stack: a memory error (the recursive call).
// EXPECT: error memory
#include <stdio.h>

static unsigned long depth(unsigned long n) {
    volatile char pad[64];
    pad[0] = (char)n;
    return depth(n + 1) + pad[0]; // ERROR
}

int main(void) {
    printf("%lu\n", depth(0));
    return 0;
}
