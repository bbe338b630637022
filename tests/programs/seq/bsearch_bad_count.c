// bsearch over a count larger than the array probes past its end when the key is greater than every element (reported in the comparator or at the call).
// EXPECT: error memory
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b; // ERROR-ANY
    return (x > y) - (x < y);
}

int main(void) {
    static int sorted[4] = {1, 3, 5, 7};
    int key = 100;
    int *hit = bsearch(&key, sorted, 64, sizeof sorted[0], cmp); // ERROR-ANY
    return hit != NULL;
}
