// Indexing an array member past its end, although the access stays inside the struct (s.a[4] is s.b's bytes), is undefined (C11 6.5.6p8, J.2): a memory error (-fsanitize=array-bounds; the VM sees only the struct's bounds).
// EXPECT: error memory
#include <stdio.h>

struct rec {
    int a[4];
    int b;
};

int main(void) {
    struct rec r = {{0}, 7};
    for (int i = 0; i <= 4; i++)
        r.a[i] = i; // ERROR: index 4 out of bounds for type 'int[4]'
    printf("%d\n", r.b);
    return 0;
}
