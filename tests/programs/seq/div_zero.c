// Integer division by zero computed from data (an average over an empty range).
// EXPECT: error arith
#include <stdio.h>

static int average(const int *v, int from, int to) {
    int s = 0;
    for (int i = from; i < to; i++) s += v[i];
    return s / (to - from); // ERROR: division by zero
}

int main(void) {
    int v[4] = { 4, 8, 15, 16 };
    printf("%d\n", average(v, 0, 4));
    printf("%d\n", average(v, 2, 2));
    return 0;
}
