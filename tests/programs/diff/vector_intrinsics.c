// Element-wise intrinsics on vectors (max, min, abs, saturating add, bit reverse, float abs, max and copysign) run once per lane with the lane's width.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>
typedef int32_t v4i __attribute__((vector_size(16)));
typedef uint8_t v16u __attribute__((vector_size(16)));
typedef float v4f __attribute__((vector_size(16)));
int main(void) {
    v4i a = { 1, -5, 3, -2147483647 - 1 }, b = { 4, 2, -6, 0 };
    v4i mx = __builtin_elementwise_max(a, b), mn = __builtin_elementwise_min(a, b), ab = __builtin_elementwise_abs(b);
    printf("%d %d %d %d | %d %d %d %d | %d %d %d %d\n", mx[0], mx[1], mx[2], mx[3], mn[0], mn[1], mn[2], mn[3], ab[0], ab[1], ab[2], ab[3]);
    v16u x = { 250, 3, 128, 255 }, y = { 10, 4, 200, 1 };
    v16u s = __builtin_elementwise_add_sat(x, y);
    v16u p = __builtin_elementwise_bitreverse(x);
    printf("%u %u %u %u | %u %u %u %u\n", s[0], s[1], s[2], s[3], p[0], p[1], p[2], p[3]);
    v4f f = { -1.5f, 2.0f, -0.0f, 3.25f }, g = { 1.0f, -3.0f, 0.5f, 3.0f };
    v4f fa = __builtin_elementwise_abs(f), fm = __builtin_elementwise_max(f, g), fc = __builtin_elementwise_copysign(g, f);
    printf("%g %g %g %g | %g %g %g %g | %g %g %g %g\n", fa[0], fa[1], fa[2], fa[3], fm[0], fm[1], fm[2], fm[3], fc[0], fc[1], fc[2], fc[3]);
    return 0;
}
