// An uninitialised divisor: the struct field was never written.
// EXPECT: error uninit
#include <stdio.h>

struct frac { int num, den; };

int main(void) {
    struct frac f;
    f.num = 10;
    int q = 100 / f.den; // ERROR
    printf("%d %d\n", f.num, q);
    return 0;
}
