// __builtin_trap() (llvm.trap) stops the program like a failed assertion.
// EXPECT: error assert
#include <stdio.h>

static int check(int x) {
    if (x < 0) __builtin_trap(); // ERROR
    return x * 2;
}

int main(void) {
    int s = 0;
    for (int i = 2; i >= -1; i--) s += check(i);
    printf("%d\n", s);
    return 0;
}
