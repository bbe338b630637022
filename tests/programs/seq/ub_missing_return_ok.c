// Safe twin of ub_missing_return: reaching the end of a non-void function is defined when the caller ignores the value; main returns 0 implicitly.
// EXPECT: safe
#include <stdio.h>

static int counter;

static int bump(int by) {
    counter += by;
    if (counter > 100)
        return counter;
}

int main(void) {
    for (int i = 0; i < 5; i++)
        bump(i);
    printf("%d\n", counter);
}
