// glibc's long double digit functions qecvt, qfcvt, qgcvt, qecvt_r, qfcvt_r: digits, decimal point and sign, up to glibc's cap of 21 digits, negative fcvt counts, zero and infinity. The scaling by ten is in long double, as glibc's, so inexact values (1/3, 0.1, 1234.5 to 20 digits, a subnormal, a huge one) give glibc's digits.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>

static void show(long double v, int nd) {
    int d, s;
    char *e = qecvt(v, nd, &d, &s);
    printf("qecvt(%Lg, %d) = \"%s\" point %d sign %d\n", v, nd, e, d, s);
    char *f = qfcvt(v, nd - 3, &d, &s);
    printf("qfcvt(%Lg, %d) = \"%s\" point %d sign %d\n", v, nd - 3, f, d, s);
    char g[64];
    printf("qgcvt(%Lg, %d) = \"%s\"\n", v, nd, qgcvt(v, nd, g));
    char buf[80];
    int r = qecvt_r(v, nd, &d, &s, buf, sizeof buf);
    printf("qecvt_r -> %d \"%s\" point %d sign %d\n", r, buf, d, s);
    r = qfcvt_r(v, nd, &d, &s, buf, sizeof buf);
    printf("qfcvt_r -> %d \"%s\" point %d sign %d\n", r, buf, d, s);
}

int main(void) {
    long double exact[] = {0.375L, 2.5L, -7.25L, 0.0L, 0.5L, 1.0L / 0.0L};
    int many[] = {1, 3, 6, 12, 20, 25};
    for (unsigned i = 0; i < sizeof exact / sizeof exact[0]; i++)
        for (int k = 0; k < 6; k++)
            show(exact[i], many[k]);
    long double other[] = {1234.5L, 1e10L, 99.875L, -0.0625L, 4096.0L};
    int few[] = {1, 3, 6, 12};
    for (unsigned i = 0; i < sizeof other / sizeof other[0]; i++)
        for (int k = 0; k < 4; k++)
            show(other[i], few[k]);
    long double inexact[] = {1.0L / 3, 0.1L, 1234.5L, 1e-4940L, 1e4000L, 123456789.123456789L};
    int more[] = {17, 20, 21};
    for (unsigned i = 0; i < sizeof inexact / sizeof inexact[0]; i++)
        for (int k = 0; k < 3; k++)
            show(inexact[i], more[k]);
    int d, s;
    char tiny[4];
    printf("too small a buffer: %d\n", qfcvt_r(123456.0L, 2, &d, &s, tiny, sizeof tiny));
    return 0;
}
