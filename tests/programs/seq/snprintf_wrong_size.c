// snprintf is given the size of a larger buffer than the one it writes to: the bound does not protect the 8-byte array.
// EXPECT: error memory
#include <stdio.h>

int main(void) {
    char small[8];
    char large[64];
    int n = snprintf(small, sizeof large, "%s-%s", "left side", "right"); // ERROR
    return n < 0;
}
