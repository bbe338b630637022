// Converting NaN (0.0/0.0 computed in libm's sqrt(-1)) to long is undefined (C17 6.3.1.4p1): an arith error in user code, though libm itself produced the NaN.
// EXPECT: error arith
#include <math.h>
#include <stdio.h>

int main(void) {
    volatile double x = -1.0;
    double r = sqrt(x);
    long l = (long)r; // ERROR
    printf("%ld\n", l);
    return 0;
}
