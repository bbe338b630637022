// With --ub-overflow, abs of the least int is signed overflow (C17 7.22.6.1: the result cannot be represented); clang makes abs an llvm.abs whose flag says so, and UBSan reports it.
// EXPECT: error arith
// FLAGS: --ub-overflow
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

static int distance(int a, int b) {
    return abs(a - b); // ERROR: signed overflow: abs(-2147483648) does not fit in a signed 32-bit integer
}

int main(void) {
    printf("%d\n", distance(-5, 3));
    printf("%d\n", distance(INT_MIN + 1, 1));
    return 0;
}
