// The safe twin of strncpy_unterminated.c: copy at most size-1 bytes and terminate by hand.
// EXPECT: safe
#include <assert.h>
#include <string.h>

int main(void) {
    char code[4];
    strncpy(code, "ABCDEFG", sizeof code - 1);
    code[sizeof code - 1] = '\0';
    assert(strlen(code) == 3 && strcmp(code, "ABC") == 0);
    return 0;
}
