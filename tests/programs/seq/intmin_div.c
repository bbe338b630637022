// INT_MIN / -1 overflows (the quotient is not representable): an arithmetic error like division by zero.
// EXPECT: error arith
#include <stdio.h>
#include <limits.h>

int main(void) {
    int d[] = { 2, 1, -1 };
    int x = INT_MIN;
    for (int i = 0; i < 3; i++)
        printf("%d\n", x / d[i]); // ERROR
    return 0;
}
