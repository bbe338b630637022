// sscanf %lf of a hex prefix with a point and no digits ("0x.", "-0x.p1"): glibc takes the field (its value is the leading 0's, no exponent follows); "0x" alone, "0xg" and "0xp3" still fail.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

int main(void) {
    const char *in[] = {"0x", "0x.", "0X.", "-0x.", "0x.p1", "0x.5", "0x.e", "0x1.", "0xg", "0xp3", "0x+", ".", "-.", "1.e", "1e+"};
    for (unsigned i = 0; i < sizeof in / sizeof *in; i++) {
        double d = -1;
        int n = -1;
        int r = sscanf(in[i], "%lf%n", &d, &n);
        printf("[%s] r=%d d=%a n=%d\n", in[i], r, d, n);
    }
    float f = -1;
    int n = -1;
    int r = sscanf("0x. rest", "%f%n", &f, &n);
    printf("r=%d f=%a n=%d\n", r, f, n);
    return 0;
}
