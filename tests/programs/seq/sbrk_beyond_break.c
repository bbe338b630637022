// Memory past the program break is not the program's: after sbrk(16), the
// 17th byte is out of bounds (and so is a byte of a region shrunk away).
// EXPECT: error memory
// TAGS: brk memory
#define _DEFAULT_SOURCE
#include <unistd.h>

int main(void) {
    char *p = sbrk(16);
    if (p == (void *)-1)
        return 1;
    p[15] = 1;
    sbrk(-8);
    p[7] = 2;
    p[8] = 3; // ERROR
    return 0;
}
