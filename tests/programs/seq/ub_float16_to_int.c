// A _Float16 converted to a 16-bit signed integer that cannot hold it (40000 > 32767) is undefined (C17 6.3.1.4p1): an arith error at the conversion, naming the value.
// EXPECT: error arith
#include <stdio.h>

int main(void) {
    volatile _Float16 h = 40000.0f16;
    short s = h; // ERROR: 40000 does not fit in a signed 16-bit integer
    printf("%d\n", s);
    return 0;
}
