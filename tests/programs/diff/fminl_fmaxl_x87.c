// fminl/fmaxl on 80-bit long doubles (glibc's functions, called natively): a tie of signed zeros gives the first operand for fminl and the second for fmaxl; two NaNs give the one with the larger payload, negative only if both are.
// EXPECT: safe
// FLAGS: --cflags=-mlong-double-80
// MODE: run-diff
// O0-ONLY: which operand a tie of signed zeros or a NaN gives depends on the code clang emits (LLVM lets minnum/maxnum return either)
#include <math.h>
#include <stdio.h>
#include <string.h>

static void show(const char *what, long double x) {
    unsigned char b[16];
    memcpy(b, &x, sizeof x);
    printf("%s=%04x ", what, (unsigned)(b[9] << 8 | b[8]));
    for (int i = 7; i >= 0; i--)
        printf("%02x", b[i]);
    printf(" %g ", (double)x);
}

int main(void) {
    volatile long double v[] = {0.0L, -0.0L, NAN, -NAN, 1.0L, -1.0L, 0.0L, 0.0L};
    // NaNs with other payloads (the quiet bit and one payload bit).
    unsigned char big[16] = {1, 0, 0, 0, 0, 0, 0, 0xc0, 0xff, 0x7f};
    unsigned char negbig[16] = {1, 0, 0, 0, 0, 0, 0, 0xc0, 0xff, 0xff};
    long double t;
    memcpy(&t, big, sizeof t);
    v[6] = t;
    memcpy(&t, negbig, sizeof t);
    v[7] = t;
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 8; j++) {
            printf("%d,%d: ", i, j);
            show("min", fminl(v[i], v[j]));
            show("max", fmaxl(v[i], v[j]));
            printf("\n");
        }
    }
    return 0;
}
