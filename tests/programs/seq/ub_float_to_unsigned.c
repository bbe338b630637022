// Converting a negative double (-1.0) to unsigned is undefined (C17 6.3.1.4p1: the truncated value must be representable; LLVM makes fptoui poison): an arith error.
// EXPECT: error arith
#include <stdio.h>

int main(void) {
    double d = 0.5;
    unsigned u = 0;
    while (d > -2.0) {
        u += (unsigned)d; // ERROR
        d -= 0.75;
    }
    printf("%u\n", u);
    return 0;
}
