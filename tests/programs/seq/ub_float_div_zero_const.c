// 1.0 / 0.0 written with constants: clang folds it to inf, so divm compiles user code with -fsanitize=float-divide-by-zero and reports it (arith) at its line.
// EXPECT: error arith
#include <stdio.h>

int main(void) {
    double inf = 1.0 / 0.0; // ERROR
    printf("%f\n", inf);
    return 0;
}
