// qsort with an element size of 8 on an array of 6 ints treats it as 6 eight-byte elements: the comparator reads past the end (reported in the comparator or at the call).
// EXPECT: error memory
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
    long x = *(const long *)a, y = *(const long *)b; // ERROR-ANY
    return (x > y) - (x < y);
}

int main(void) {
    int v[6] = {6, 5, 4, 3, 2, 1};
    qsort(v, 6, sizeof(long), cmp); // ERROR-ANY
    return v[0];
}
