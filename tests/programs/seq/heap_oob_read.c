// Reading one element past the end of a malloc'd array is an out-of-bounds load.
// EXPECT: error memory
#include <stdlib.h>
#include <stdio.h>

int main(void) {
    int n = 5;
    int *a = malloc(n * sizeof *a);
    for (int i = 0; i < n; i++) a[i] = i;
    int s = 0;
    for (int i = 0; i <= n; i++)
        s += a[i]; // ERROR
    printf("%d\n", s);
    free(a);
    return 0;
}
