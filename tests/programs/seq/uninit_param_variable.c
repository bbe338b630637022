// An uninitialised value passed as an argument: the callee's variable for that parameter is undefined, and branching on it is the error.
// EXPECT: error uninit
#include <stdio.h>

static int sign(int v) {
    if (v < 0) // ERROR
        return -1;
    return 1;
}

int main(void) {
    int unset;
    printf("%d\n", sign(unset));
    return 0;
}
