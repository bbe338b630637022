// strcat of a string onto itself copies over its own terminator (C11
// 7.24.3.1 forbids overlap): the fault names strcat, which copies with
// strcpy inside, not the inner call.
// EXPECT: error memory
#include <string.h>

int main(void) {
    char b[32] = "abc";
    strcat(b, b); // ERROR: strcat between overlapping ranges
    return b[0] != 'a';
}
