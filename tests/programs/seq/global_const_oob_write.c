// A store through a constant address one element past a global array (no index register: the address is a constant expression) is still a bounds error, not resolved at link.
// EXPECT: error memory
#include <stdio.h>

int table[3] = { 1, 2, 3 };
int after = 42;

int main(void) {
    table[3] = 7; // ERROR
    printf("%d %d\n", table[0], after);
    return 0;
}
