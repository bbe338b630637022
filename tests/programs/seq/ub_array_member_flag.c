// With --cflags=-fsanitize=array-bounds, an index past an array member that stays inside its struct (s.a[4] is s.b's bytes; C11 6.5.6p8) is a memory error at the access.
// EXPECT: error memory
// FLAGS: --cflags=-fsanitize=array-bounds
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
