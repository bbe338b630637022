// Safe twin of undefined_function: the undefined function is declared but never called.
// EXPECT: safe
#include <stdio.h>

int helper_that_does_not_exist(int);

int main(void) {
    int v = 1;
    if (v > 2)
        v = helper_that_does_not_exist(v);
    printf("%d\n", v);
    return v - 1;
}
