// Calling a function that is declared but defined nowhere faults when the call is executed (divm warns at load).
// EXPECT: error other
#include <stdio.h>

int helper_that_does_not_exist(int);

int main(void) {
    int v = 3;
    printf("before\n");
    if (v > 2)
        v = helper_that_does_not_exist(v); // ERROR
    return v;
}
