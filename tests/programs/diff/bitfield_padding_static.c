// A static object's padding is zero bits (C17 6.7.9p10), though clang
// writes the padding of a bit-field unit as `undef` in the initialiser:
// reading the unit whole and branching on its padding is defined, and
// prints what the native program prints (csmith seed 566 at -O1).
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

struct S {
    signed f0 : 31;
    signed f1 : 24;
    unsigned f2 : 18;
};
static struct S g = {-21372, -226, 67};

int main(void) {
    unsigned long long w;
    __builtin_memcpy(&w, &g, sizeof w);
    if (w >> 56 == 0)
        printf("padding byte is zero: %llx\n", w);
    else
        printf("padding byte is %llx\n", w >> 56);
    return 0;
}
