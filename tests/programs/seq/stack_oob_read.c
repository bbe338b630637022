// Reading past the end of a local array is an out-of-bounds load, even though the next stack variable is adjacent natively.
// EXPECT: error memory
#include <stdio.h>

static int get(const int *a, int i) { return a[i]; } // ERROR

int main(void) {
    int guard = 1;
    int a[4] = { 1, 2, 3, 4 };
    int s = guard;
    for (int i = 0; i < 5; i++) s += get(a, i);
    printf("%d\n", s);
    return 0;
}
