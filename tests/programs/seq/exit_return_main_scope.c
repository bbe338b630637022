// main returns a non-zero status from inside a loop body with variables of
// its own (clang routes that return through cleanup blocks ending their
// lifetimes): the exit error names that return statement.
// EXPECT: error exit
#include <stdio.h>

int main(void) {
    int vals[] = {3, 8, -1, 4};
    for (int i = 0; i < 4; i++) {
        int twice = vals[i] * 2;
        if (twice < 0) {
            printf("negative at %d\n", i);
            return 2; // ERROR
        }
        printf("%d\n", twice);
    }
    return 0;
}
