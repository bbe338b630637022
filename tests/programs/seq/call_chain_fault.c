// A division by zero four calls deep, in functions with no stack
// variables (their frames hold only registers): the fault is reported at
// the division, with every caller in the backtrace.
// EXPECT: error arith
#include <stdio.h>

static int quotient(int a, int b) {
    return a / b; // ERROR
}

static int level3(int a, int b) { return quotient(a, b) + 3; }
static int level2(int a, int b) { return level3(a + 1, b - 1) * 2; }
static int level1(int a, int b) { return level2(a, b - 1) - 1; }

int main(void) {
    int sum = 0;
    for (int b = 5; b >= 2; b--)
        sum += level1(100, b);
    printf("%d\n", sum);
    return 0;
}
