// Safe twin of uninit_divisor: the struct is fully initialised.
// EXPECT: safe
#include <stdio.h>

struct frac { int num, den; };

int main(void) {
    struct frac f = { .num = 10 };
    f.den += 3;
    int q = 100 / f.den;
    printf("%d %d\n", f.num, q);
    return 0;
}
