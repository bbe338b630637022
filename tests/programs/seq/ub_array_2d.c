// m[0][3] of an int m[2][3] reads m[1][0]'s bytes, but indexes the row past its end: undefined (C11 J.2), a memory error (the VM checks the subscript against the row's type).
// EXPECT: error memory
#include <stdio.h>

int m[2][3] = {{1, 2, 3}, {4, 5, 6}};

int main(void) {
    int s = 0;
    for (int j = 0; j < 6; j++)
        s += m[0][j]; // ERROR: index 3 out of bounds for an array of 3 elements
    printf("%d\n", s);
    return 0;
}
