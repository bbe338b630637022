// Writing one past the end of a global buffer (memset through libc) overflows into no neighbour: a memory error at the call.
// EXPECT: error memory
#include <string.h>
#include <stdio.h>

static char name[10];
static char other[10] = "other";

int main(void) {
    memset(name, 'x', sizeof name + 1); // ERROR
    printf("%s\n", other);
    return 0;
}
