// qsort told the array has 8 elements when it has 5: the comparator is handed a pointer past the end of the array (reported in the comparator, as AddressSanitizer does, or at the call).
// EXPECT: error memory
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b; // ERROR-ANY
    return (x > y) - (x < y);
}

int main(void) {
    int v[5] = {5, 1, 4, 2, 3};
    qsort(v, 8, sizeof v[0], cmp); // ERROR-ANY
    return v[0];
}
