// Passing an uninitialised value to printf("%d"): libc inspects it; the printf call line is reported.
// EXPECT: error uninit
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int *vals = malloc(3 * sizeof *vals);
    vals[0] = 1;
    vals[2] = 3;
    for (int i = 0; i < 3; i++)
        printf("%d\n", vals[i]); // ERROR
    free(vals);
    return 0;
}
