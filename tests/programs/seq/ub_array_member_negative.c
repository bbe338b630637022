// A negative subscript of a member array is undefined although the bytes before it are the struct's (C11 6.5.6p8): s.b[-1] is s.a's last element. (clang's -fsanitize=array-bounds does not report negative indices; the rule is the standard's.)
// EXPECT: error memory
#include <stdio.h>

struct pair {
    int a[2];
    int b[2];
    int c;
};

int main(void) {
    struct pair s = {{1, 2}, {3, 4}, 5};
    int sum = 0;
    for (int i = 1; i >= -1; i--)
        sum += s.b[i]; // ERROR: index -1 out of bounds for an array of 2 elements
    printf("%d\n", sum);
    return 0;
}
