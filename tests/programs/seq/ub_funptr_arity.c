// Calling a two-argument function through a pointer to a one-argument function type is undefined: a memory error at the call.
// EXPECT: error memory
#include <stdio.h>

static int add(int a, int b) {
    return a + b;
}

typedef int (*one_arg)(int);

int main(void) {
    one_arg f = (one_arg)add;
    printf("%d\n", f(1)); // ERROR
    return 0;
}
