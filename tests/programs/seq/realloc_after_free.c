// realloc() of a block that was already freed is an invalid (double) free.
// EXPECT: error memory
#include <stdlib.h>

int main(void) {
    int *a = malloc(4 * sizeof *a);
    for (int i = 0; i < 4; i++) a[i] = i;
    free(a);
    int *b = realloc(a, 8 * sizeof *a); // ERROR
    free(b);
    return 0;
}
