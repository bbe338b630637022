// strncpy with n equal to the buffer size leaves no terminator when the source is longer; strlen then reads past the array.
// EXPECT: error memory
#include <string.h>

int main(void) {
    char code[4];
    strncpy(code, "ABCDEFG", sizeof code);
    size_t n = strlen(code); // ERROR
    return (int)n;
}
