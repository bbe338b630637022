// (int)1e20 written as a constant: clang folds it to poison, so divm compiles user code with -fsanitize=float-cast-overflow and reports the conversion (arith) at its line.
// EXPECT: error arith
#include <stdio.h>

int main(void) {
    int x = (int)1e20; // ERROR
    printf("%d\n", x);
    return 0;
}
