// strcpy into its own source shifted right is undefined (C11 7.24.2.3): the
// fault names strcpy, the call the program made, not the copy inside it.
// EXPECT: error memory
#include <stdio.h>
#include <string.h>

int main(void) {
    char b[32] = "hello world";
    strcpy(b + 2, b); // ERROR: strcpy between overlapping ranges
    puts(b);
    return 0;
}
