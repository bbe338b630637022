// Writing through the old pointer after a growing realloc is a use after free (realloc always invalidates it).
// EXPECT: error memory
#include <stdlib.h>

int main(void) {
    int *a = malloc(2 * sizeof *a);
    int *alias = a;
    a = realloc(a, 1000 * sizeof *a);
    a[0] = 1;
    alias[1] = 2; // ERROR
    free(a);
    return 0;
}
