// An unsigned index with its top bit set is a huge offset, not a negative one: p[0xffffffffu] is far past the array (read as p[-1] it would be in bounds).
// EXPECT: error memory
#include <stdio.h>

static char buf[8];

int main(void) {
    char *p = &buf[1];
    unsigned u = 0xffffffffu;
    return p[u]; // ERROR
}
