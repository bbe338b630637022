// Relational comparison (<) of pointers into two different arrays is undefined (C11 6.5.8p5): a memory error at the comparison.
// EXPECT: error memory
#include <stdio.h>

static int first[4] = { 1, 2, 3, 4 };
static int second[4] = { 5, 6, 7, 8 };

static int in_first(const int *p) {
    return p >= first && p < first + 4; // ERROR
}

int main(void) {
    printf("%d\n", in_first(&first[2]));
    printf("%d\n", in_first(&second[1]));
    return 0;
}
