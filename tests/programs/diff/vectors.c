// SIMD vector types (vector_size): element-wise arithmetic, extractelement/insertelement, shufflevector, vector compares.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>

typedef int32_t v4i __attribute__((vector_size(16)));
typedef uint8_t v16u8 __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef float v4f __attribute__((vector_size(16)));

int main(void) {
    v4i a = { 1, -2, 3, -4 }, b = { 10, 20, 30, 40 };
    v4i c = a * b + (b >> 1) - (a & 3);
    for (int i = 0; i < 4; i++) printf("%d ", c[i]);
    printf("\n");
    c[2] = 777;
    v4i sh = __builtin_shufflevector(a, c, 7, 0, 6, 1);
    for (int i = 0; i < 4; i++) printf("%d ", sh[i]);
    printf("\n");
    v4i m = a > (v4i){ 0, 0, 0, 0 };
    for (int i = 0; i < 4; i++) printf("%d ", m[i]);
    printf("\n");
    v16u8 bytes;
    for (int i = 0; i < 16; i++) bytes[i] = (uint8_t)(i * 17);
    v16u8 sum = bytes + bytes;
    unsigned t = 0;
    for (int i = 0; i < 16; i++) t = t * 3 + sum[i];
    printf("u8 wrap %u\n", t);
    v2d d = { 1.5, -0.25 };
    v2d e = d * d / (v2d){ 2.0, 4.0 };
    printf("%g %g\n", e[0], e[1]);
    v4f f = { 1, 2, 3, 4 };
    v4f g = __builtin_convertvector(a, v4f) + f;
    printf("%g %g %g %g\n", g[0], g[1], g[2], g[3]);
    v4i conv = __builtin_convertvector(g * 1.5f, v4i);
    printf("%d %d %d %d\n", conv[0], conv[1], conv[2], conv[3]);
    return 0;
}
