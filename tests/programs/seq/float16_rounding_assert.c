// _Float16 has 11 significant bits: 2049 converted to it rounds to 2048 (a tie, to even), so the assertion that it kept its value fails (checked natively).
// EXPECT: error assert
#include <assert.h>

int main(void) {
    volatile int n = 2049;
    _Float16 h = n;
    assert(h == 2048.0f16);
    _Float16 a = 1.5f16;
    _Float16 b = a * 2;
    float f = b;
    assert(f == 3.0f);
    assert((int)h == n); // ERROR
    return 0;
}
