// free() of a global array is an invalid free.
// EXPECT: error memory
#include <stdlib.h>
#include <string.h>

static char buf[16];

int main(void) {
    char *p = buf;
    strcpy(p, "global");
    free(p); // ERROR
    return 0;
}
