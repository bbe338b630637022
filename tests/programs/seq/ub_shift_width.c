// Shifting a 32-bit int by 32 is undefined (C11 6.5.7p3; LLVM makes it poison): an arith error at the shift.
// EXPECT: error arith
#include <stdio.h>

static unsigned mask_of(int bits) {
    return (1u << bits) - 1; // ERROR
}

int main(void) {
    for (int b = 30; b <= 32; b++)
        printf("%d: %x\n", b, mask_of(b));
    return 0;
}
