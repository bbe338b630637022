// Safe twin of call_chain_fault: the same four-deep chain of functions
// with no stack variables, never dividing by zero.
// EXPECT: safe
#include <stdio.h>

static int quotient(int a, int b) {
    return a / b;
}

static int level3(int a, int b) { return quotient(a, b) + 3; }
static int level2(int a, int b) { return level3(a + 1, b - 1) * 2; }
static int level1(int a, int b) { return level2(a, b - 1) - 1; }

int main(void) {
    int sum = 0;
    for (int b = 5; b >= 3; b--)
        sum += level1(100, b);
    printf("%d\n", sum);
    return sum == 2 * (101 / 3 + 3) - 1 + 2 * (101 / 2 + 3) - 1 + 2 * (101 / 1 + 3) - 1 ? 0 : 1;
}
