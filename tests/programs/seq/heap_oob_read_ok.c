// Safe twin of heap_oob_read: the loop stops at the last element.
// EXPECT: safe
#include <stdlib.h>
#include <stdio.h>

int main(void) {
    int n = 5;
    int *a = malloc(n * sizeof *a);
    for (int i = 0; i < n; i++) a[i] = i;
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    printf("%d\n", s);
    free(a);
    return 0;
}
