// Converting a double too large for int (1e20) is undefined (C17 6.3.1.4p1; LLVM makes fptosi poison): an arith error at the conversion.
// EXPECT: error arith
#include <stdio.h>

static int to_int(double d) {
    return (int)d; // ERROR: float-to-integer conversion out of range: 10000000000 does not fit in a signed 32-bit integer
}

int main(void) {
    double d = 1.0;
    for (int i = 0; i < 4; i++) {
        printf("%d\n", to_int(d));
        d *= 1e10;
    }
    return 0;
}
