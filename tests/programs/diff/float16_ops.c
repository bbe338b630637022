// _Float16 (LLVM half): constants, loads and stores, + - * / computed in float and rounded to half (clang's excess precision at -O0; half instructions at -O1/-O2), fpext/fptrunc with float, double and long double, int conversions both ways, fcmp with NaN, negation, bit casts, arrays and struct fields; rounding to nearest, ties to even, overflow to infinity, subnormals and NaN payloads.
// EXPECT: safe
// MODE: run-diff
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static unsigned hb(_Float16 x) {
    uint16_t u;
    memcpy(&u, &x, 2);
    return u;
}

static _Float16 of_bits(uint16_t u) {
    _Float16 x;
    memcpy(&x, &u, 2);
    return x;
}

struct pair {
    char c;
    _Float16 h;
    _Float16 arr[3];
};

static volatile _Float16 H[] = {1.0f16, 1.5f16, -2.0f16, 0.1f16, 3.0f16, 65504.0f16, 0.0f16, -0.0f16, 6.1035156e-05f16, 5.9604645e-08f16, 1000.0f16, 0.333f16};
#define NH (sizeof H / sizeof H[0])

static volatile double D[] = {1.0, 0.1, 65504.0, 65519.0, 65520.0, 1e10, -1e10, 1.00048828125, 1.00146484375, 1.000488281250001, 0x1p-25, 0x1.8p-24, 0x1p-26, 0x1.ffcp-15, 1e-300, 2047.4999999850988, -0.0};
#define ND (sizeof D / sizeof D[0])

int main(void) {
    _Float16 a = 1.5f16;
    _Float16 b = a * 2;
    float f = b;
    printf("b=%g f=%g bits=%04x\n", (double)b, (double)f, hb(b));
    for (unsigned i = 0; i < NH; i++) {
        _Float16 x = H[i];
        printf("H[%u]=%04x %.10g\n", i, hb(x), (double)x);
        for (unsigned j = 0; j < NH; j++) {
            _Float16 y = H[j];
            _Float16 s = x + y, d = x - y, p = x * y, q = x / y;
            printf(" %04x %04x %04x %04x %d%d%d%d%d%d\n", hb(s), hb(d), hb(p), hb(q), x < y, x <= y, x == y, x != y, x > y, x >= y);
        }
    }
    // Conversions from double and float: ties to even, past a tie, overflow, subnormals.
    for (unsigned i = 0; i < ND; i++) {
        _Float16 x = D[i];
        _Float16 y = (float)D[i];
        printf("D[%u]=%.17g -> %04x (via float %04x)\n", i, D[i], hb(x), hb(y));
    }
    // Integers both ways.
    volatile int ints[] = {0, 1, -1, 2049, 2051, 65504, 65519, 65520, 100000, -100000, 4097};
    for (unsigned i = 0; i < sizeof ints / sizeof ints[0]; i++) {
        _Float16 x = ints[i];
        _Float16 u = (unsigned)ints[i];
        printf("int %d -> %04x, unsigned -> %04x\n", ints[i], hb(x), hb(u));
    }
    volatile _Float16 big = 300.75f16, neg = -300.75f16;
    int bi = big, ni = neg;
    unsigned bu = big;
    long long bl = neg;
    unsigned char bc = (_Float16)200.5f16;
    printf("to int %d %d %u %lld %u\n", bi, ni, bu, bl, bc);
    // NaN and infinity.
    volatile _Float16 z = 0.0f16;
    _Float16 inf = 1.0f16 / z, nan = z / z;
    printf("inf=%04x -inf=%04x nan-is-nan=%d %d %d %d\n", hb(inf), hb(-inf), nan != nan, nan == nan, nan < 1.0f16, !(nan >= 1.0f16));
    _Float16 ov = H[5] * 2;
    printf("overflow %04x %g\n", hb(ov), (double)ov);
    _Float16 sn = of_bits(0x7c01);
    float snf = sn;
    double snd = sn;
    uint32_t u32;
    memcpy(&u32, &snf, 4);
    printf("nan payload kept: %08x %d\n", u32, snd != snd);
    _Float16 qn = of_bits(0xfe05);
    float qnf = qn;
    memcpy(&u32, &qnf, 4);
    _Float16 back = qnf;
    printf("negative nan: %08x back %04x\n", u32, hb(back));
    // Long double.
    long double ld = H[3];
    _Float16 fromld = (long double)0.1L;
    printf("ld %.20Lg %04x\n", ld, hb(fromld));
    // Struct fields and arrays.
    struct pair pr = {'x', 2.5f16, {1.0f16, 0.5f16, 0.25f16}};
    pr.h += pr.arr[1];
    pr.arr[2] *= pr.h;
    printf("struct %04x %04x size %zu align %zu\n", hb(pr.h), hb(pr.arr[2]), sizeof pr, _Alignof(_Float16));
    // Accumulating in half: 1 + 2^-11 repeated stays 1 (ties to even).
    _Float16 acc = 1.0f16;
    for (int i = 0; i < 10; i++)
        acc += 0x1p-11f16;
    _Float16 acc2 = 0.0f16;
    for (int i = 0; i < 3000; i++)
        acc2 += 1.0f16;
    printf("acc %04x acc2 %04x %g\n", hb(acc), hb(acc2), (double)acc2);
    _Float16 m = -a;
    printf("neg %04x %04x\n", hb(m), hb(-z));
    return 0;
}
