// Calling a function that takes and returns long through a pointer to double(double) is undefined (C11 6.3.2.3p8): a memory error at the call.
// EXPECT: error memory
#include <stdio.h>

static long square(long x) {
    return x * x;
}

typedef double (*unary_fp)(double);

int main(void) {
    unary_fp f = (unary_fp)square;
    double r = f(3.0); // ERROR
    printf("%g\n", r);
    return 0;
}
