// The bytes realloc adds are undefined: summing them and branching on the result is an error.
// EXPECT: error uninit
#include <stdlib.h>
#include <stdio.h>

int main(void) {
    int *a = malloc(2 * sizeof *a);
    a[0] = 1; a[1] = 2;
    a = realloc(a, 4 * sizeof *a);
    int s = 0;
    for (int i = 0; i < 4; i++) s += a[i];
    if (s == 3) // ERROR
        printf("three\n");
    free(a);
    return 0;
}
