// Unbounded recursion of a function whose frame holds only registers (no
// stack variables) still exhausts the stack: a memory error at the call.
// EXPECT: error memory
#include <stdio.h>

static unsigned long depth(unsigned long n) {
    return depth(n + 1) + 1; // ERROR
}

int main(void) {
    printf("%lu\n", depth(0));
    return 0;
}
