// Storing an int at a constant address one byte into a global is misaligned even though the address needs no register: a memory error.
// EXPECT: error memory
#include <stdio.h>

int words[4];

int main(void) {
    *(int *)((char *)words + 1) = 5; // ERROR
    printf("%d\n", words[0]);
    return 0;
}
