// memcpy between overlapping ranges is undefined (memmove is the right call): reported at the memcpy.
// EXPECT: error memory
#include <string.h>

int main(void) {
    char text[16] = "abcdefghij";
    memcpy(text + 2, text, 8); // ERROR
    return text[0] != 'a';
}
