// 1 << 40 written with constants: clang folds it to poison (no shift left for the VM), so divm compiles user code with -fsanitize=shift-exponent: an arith error at the shift.
// EXPECT: error arith
#include <stdio.h>

int main(void) {
    int x = 1 << 40; // ERROR: shift by 40 of a 32-bit value
    printf("%d\n", x);
    return 0;
}
