// main's only return statement gives a non-zero status: an exit error at
// that line.
// EXPECT: error exit
#include <stdio.h>

int main(void) {
    int failures = 0;
    for (int i = 1; i <= 4; i++)
        if (i * i % 3 == 0)
            failures++;
    printf("failures=%d\n", failures);
    return failures; // ERROR
}
