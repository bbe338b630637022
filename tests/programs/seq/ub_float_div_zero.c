// Floating-point division by zero is undefined in C17 (6.5.5p5) unless IEEE semantics are asked for (--float-ieee): an arith error at the division.
// EXPECT: error arith
#include <stdio.h>

static double ratio(double a, double b) {
    return a / b; // ERROR: floating-point division by zero
}

int main(void) {
    double total = 0;
    for (int i = 2; i >= 0; i--)
        total += ratio(1.0, (double)i);
    printf("%f\n", total);
    return 0;
}
