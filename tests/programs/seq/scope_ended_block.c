// A pointer to a block-scope variable used after its block ends (C11
// 6.2.4p2: the variable's lifetime ended with the block). Clang's lifetime
// markers, which divm asks for at -O0 too, free the variable there.
// EXPECT: error memory
// ERROR: use after scope: load of 4 bytes from a 4-byte stack object whose lifetime ended (its block was left or its function returned)
#include <stdio.h>

int main(void) {
    int *p;
    {
        int x = 5;
        p = &x;
    }
    printf("%d\n", *p); // ERROR
    return 0;
}
