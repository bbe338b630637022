// A variable-length array of size -1 (a negative bound, which the VM would see as a huge unsigned size) is a memory error at the declaration.
// EXPECT: error memory
#include <stdio.h>

int main(void) {
    int n = -1;
    char buf[n]; // ERROR: variable-length array bound -1 is not positive
    printf("%zu\n", sizeof buf);
    return 0;
}
