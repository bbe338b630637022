// ecvt, fcvt, gcvt, ecvt_r and fcvt_r print glibc's digits, decimal point position and sign: zeros, signs, rounding at and left of the point, tiny and huge values (with glibc's scaling artefacts), subnormals, inf and nan, counts past 17; ecvt's and fcvt's static buffers are each overwritten by the next call.
// EXPECT: safe
// MODE: run-diff
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    double v[] = {0.0, -0.0, 1.0, -1.5, 123.456, 0.000123456, 1e300, 1e-300, 9.99, 0.5, 5e-324, 2.5e-310,
                  INFINITY, -INFINITY, NAN, 123456789.0, 0.95, 99.5, 1e22, 0.1, 2.5, -1e-5};
    int nd[] = {-3, -1, 0, 1, 2, 3, 6, 15, 16, 17, 20};
    for (unsigned i = 0; i < sizeof v / sizeof *v; i++) {
        for (unsigned k = 0; k < sizeof nd / sizeof *nd; k++) {
            int d = -99, s = -99;
            char *e = ecvt(v[i], nd[k], &d, &s);
            printf("%g %d: ecvt \"%s\" %d %d", v[i], nd[k], e, d, s);
            d = s = -99;
            char *f = fcvt(v[i], nd[k], &d, &s);
            printf(" fcvt \"%s\" %d %d", f, d, s);
            char g[64];
            if (nd[k] > 0)
                printf(" gcvt \"%s\"", gcvt(v[i], nd[k], g));
            printf("\n");
        }
    }
    // Static buffers: ecvt and fcvt each have one.
    int d, s;
    char *a = ecvt(3.25, 3, &d, &s);
    char *b = fcvt(3.25, 3, &d, &s);
    printf("distinct: %d ", a != b);
    char *c = ecvt(7.5, 2, &d, &s);
    printf("reused: %d \"%s\" \"%s\"\n", a == c, a, b);
    // The reentrant forms, with a buffer too small for fcvt's digits.
    char buf[8];
    int r = ecvt_r(2.0 / 3.0, 5, &d, &s, buf, sizeof buf);
    printf("ecvt_r %d \"%s\" %d %d\n", r, buf, d, s);
    r = fcvt_r(-2.0 / 3.0, 4, &d, &s, buf, sizeof buf);
    printf("fcvt_r %d \"%s\" %d %d\n", r, buf, d, s);
    r = fcvt_r(123456.0, 4, &d, &s, buf, sizeof buf);
    printf("fcvt_r small %d\n", r);
    return 0;
}
