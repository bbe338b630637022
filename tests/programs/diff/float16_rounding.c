// _Float16 under each rounding mode (C17 7.6.3): fptrunc from float, double and long double, int-to-half conversions and half arithmetic round by the mode, with overflow to infinity or the largest finite half, subnormals and signed zeros.
// EXPECT: safe
// MODE: run-diff
#include <fenv.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static unsigned hb(_Float16 x) {
    uint16_t u;
    memcpy(&u, &x, 2);
    return u;
}

static volatile double D[] = {1.0, 0.1, -0.1, 1.00048828125, -1.00048828125, 1.0000001, 65504.0, 65519.0, 65520.0, 1e10, -1e10, 0x1p-25, -0x1p-25, 0x1p-30, -0x1p-30, 1e-300, 0.0, -0.0, 2.5e-5, 3.14159265358979};
#define ND (sizeof D / sizeof D[0])
static volatile _Float16 H[] = {1.0f16, 3.0f16, 0.1f16, -0.1f16, 65504.0f16, 0x1p-24f16, -0x1p-24f16, 0.0f16, -0.0f16, 1000.0f16};
#define NH (sizeof H / sizeof H[0])
static volatile long long I[] = {0, 1, -1, 2049, -2049, 2051, 65519, 65520, -70000, 123456789};
#define NI (sizeof I / sizeof I[0])

int main(void) {
    const int modes[] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
    const char *names[] = {"nearest", "down", "up", "zero"};
    for (int k = 0; k < 4; k++) {
        fesetround(modes[k]);
        unsigned long long h = 0;
        printf("%s:", names[k]);
        for (unsigned i = 0; i < ND; i++) {
            _Float16 a = D[i];
            _Float16 b = (float)D[i];
            _Float16 c = (long double)D[i];
            printf(" %04x/%04x/%04x", hb(a), hb(b), hb(c));
        }
        printf("\n ints:");
        for (unsigned i = 0; i < NI; i++) {
            _Float16 a = I[i];
            _Float16 u = (unsigned long long)I[i];
            printf(" %04x/%04x", hb(a), hb(u));
        }
        for (unsigned i = 0; i < NH; i++)
            for (unsigned j = 0; j < NH; j++) {
                _Float16 x = H[i], y = H[j];
                _Float16 s = x + y, d = x - y, p = x * y, q = y != 0 ? x / y : 0;
                h = h * 1000003 + hb(s);
                h = h * 1000003 + hb(d);
                h = h * 1000003 + hb(p);
                h = h * 1000003 + hb(q);
            }
        printf("\n arithmetic hash %llx\n", h);
        _Float16 zero = H[0] - H[0];
        printf(" 1-1 = %04x\n", hb(zero));
    }
    fesetround(FE_TONEAREST);
    return 0;
}
