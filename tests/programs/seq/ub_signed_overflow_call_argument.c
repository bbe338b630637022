// With --ub-overflow, `n - 7` computed as a recursive call's argument overflows on the third call: an arith error at that call, found inside a run of fast calls (the subtraction goes straight to the call when nothing overflows).
// EXPECT: error arith
// FLAGS: --ub-overflow
#include <limits.h>

static int down(int n) {
    if (n == 0)
        return 0;
    return down(n - 7); // ERROR
}

int main(void) {
    return down(INT_MIN + 20);
}
