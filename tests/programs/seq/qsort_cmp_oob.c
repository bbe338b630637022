// A fault inside a qsort comparator (user code called back from libc) is reported in the comparator.
// EXPECT: error memory
#include <stdlib.h>
#include <stdio.h>

static int weight[4] = { 3, 1, 2, 0 };

static int by_weight(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return weight[x] - weight[y]; // ERROR
}

int main(void) {
    int v[5] = { 0, 3, 1, 4, 2 };
    qsort(v, 5, sizeof v[0], by_weight);
    for (int i = 0; i < 5; i++) printf("%d ", v[i]);
    printf("\n");
    return 0;
}
