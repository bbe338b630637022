// free() of a pointer into the middle of a heap block is an invalid free.
// EXPECT: error memory
#include <stdlib.h>

int main(void) {
    char *s = malloc(32);
    for (int i = 0; i < 31; i++) s[i] = 'a';
    s[31] = 0;
    char *rest = s + 4;
    free(rest); // ERROR
    return 0;
}
