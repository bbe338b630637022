// sscanf %lf of a hex prefix with a point and no digits ("0x.", "-0x.p1"): glibc takes the field (its value is the leading 0's, no exponent follows); "0x" alone, "0xg" and "0xp3" still fail; a field width that ends at the 'x' leaves it (the field is the 0).
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
    /* a width that ends at the 'x' leaves it: the field is the 0 */
    const char *w[] = {"0x1f", "-0x1f", "0x", " 0X1A", "0x.8"};
    for (unsigned i = 0; i < sizeof w / sizeof *w; i++) {
        double a = -1, b = -1, c = -1;
        int na = -1, nb = -1, nc = -1;
        int ra = sscanf(w[i], "%2lf%n", &a, &na);
        int rb = sscanf(w[i], "%3lf%n", &b, &nb);
        int rc = sscanf(w[i], "%4lf%n", &c, &nc);
        printf("[%s] %%2lf r=%d %a n=%d, %%3lf r=%d %a n=%d, %%4lf r=%d %a n=%d\n", w[i], ra, a, na, rb, b, nb, rc, c, nc);
    }
    float f = -1;
    int n = -1;
    int r = sscanf("0x. rest", "%f%n", &f, &n);
    printf("r=%d f=%a n=%d\n", r, f, n);
    return 0;
}
