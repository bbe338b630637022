// malloc(0) returns a zero-size block: storing into it is out of bounds.
// EXPECT: error memory
#include <stdlib.h>

int main(void) {
    char *p = malloc(0);
    if (!p) return 0;
    p[0] = 1; // ERROR
    free(p);
    return 0;
}
