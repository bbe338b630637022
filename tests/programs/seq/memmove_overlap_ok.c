// memmove handles overlapping ranges in both directions.
// EXPECT: safe
#include <assert.h>
#include <string.h>

int main(void) {
    char text[16] = "abcdefghij";
    memmove(text + 2, text, 8);
    assert(memcmp(text, "ababcdefgh", 10) == 0);
    memmove(text, text + 3, 5);
    assert(memcmp(text, "bcdefdefgh", 10) == 0);
    return 0;
}
