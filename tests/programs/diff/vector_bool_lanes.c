// Vectors of booleans: a compare's lanes stored to memory as packed bits, loaded back and read lane by lane, and their bits seen as a byte.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

typedef _Bool b8 __attribute__((ext_vector_type(8)));
typedef int v8i __attribute__((ext_vector_type(8)));

b8 g;

int main(void) {
    v8i a = { 1, -2, 3, -4, 5, -6, 7, -8 };
    b8 m = __builtin_convertvector(a > 0, b8);
    g = m;
    b8 back = g;
    unsigned char bits;
    __builtin_memcpy(&bits, &g, 1);
    int n = 0;
    for (int i = 0; i < 8; i++)
        n = n * 2 + back[i];
    printf("%d %u\n", n, bits);
    return 0;
}
