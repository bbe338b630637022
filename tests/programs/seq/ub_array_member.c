// Indexing an array member past its end, although the access stays inside the struct (s.a[4] is s.b's bytes), is undefined (C11 6.5.6p8, J.2): a memory error (the VM checks the subscript against the member's type, lower::subscript).
// EXPECT: error memory
#include <stdio.h>

struct rec {
    int a[4];
    int b;
};

int main(void) {
    struct rec r = {{0}, 7};
    for (int i = 0; i <= 4; i++)
        r.a[i] = i; // ERROR: index 4 out of bounds for an array of 4 elements
    printf("%d\n", r.b);
    return 0;
}
