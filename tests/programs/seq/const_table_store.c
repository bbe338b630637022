// Writing a const global through a constant address (a cast drops the qualifier) stores to constant memory: link resolves only loads of constants, so the store faults.
// EXPECT: error memory
#include <stdio.h>

static const int limits[2] = { 10, 20 };

int main(void) {
    *(int *)&limits[1] = 30; // ERROR
    printf("%d\n", limits[1]);
    return 0;
}
