// Safe twin of float16_rounding_assert.c: _Float16 values that round as IEEE binary16 says (ties to even, overflow to infinity, subnormals, NaN unordered) keep every assertion true.
// EXPECT: safe
#include <assert.h>

int main(void) {
    volatile int n = 2049, m = 2051;
    _Float16 h = n, k = m;
    assert(h == 2048.0f16 && k == 2052.0f16);
    _Float16 a = 1.5f16;
    _Float16 b = a * 2;
    float f = b;
    assert(f == 3.0f);
    volatile float big = 65520.0f, below = 65519.0f;
    _Float16 inf = big, max = below;
    assert(inf > 65504.0f16 && max == 65504.0f16);
    volatile double tiny = 0x1p-24, half_tiny = 0x1p-25;
    _Float16 t = tiny, z = half_tiny;
    assert(t > 0 && t * 0.5f16 == 0 && z == 0);
    _Float16 nan = inf - inf;
    assert(nan != nan && !(nan < 1.0f16) && !(nan >= 1.0f16));
    return 0;
}
