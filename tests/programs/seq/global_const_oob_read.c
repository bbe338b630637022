// A load through a constant address straddling the end of a global (8 bytes at offset 4 of an 8-byte struct) faults: link resolves only accesses that fit their global.
// EXPECT: error memory
#include <stdio.h>

struct pair { int a, b; } p = { 1, 2 };
int after = 42;

int main(void) {
    long v = *(long *)&p.b; // ERROR
    printf("%ld %d\n", v, after);
    return 0;
}
