// Without --ub-overflow, signed left shifts into the sign bit and of negative values wrap as on every target, and are no error (as signed + - * without the flag; the flag's tests are ub_shift_base_*.c).
// EXPECT: safe
#include <stdio.h>

int main(void) {
    volatile int one = 1, minus = -1;
    int a = one << 31;
    int b = minus << 4;
    printf("%d %d\n", a, b);
    return 0;
}
