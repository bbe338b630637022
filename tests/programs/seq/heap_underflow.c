// A store at index -1 of a heap array (below the object's start) is out of bounds.
// EXPECT: error memory
#include <stdlib.h>

int main(void) {
    long *a = malloc(4 * sizeof *a);
    long *p = a + 2;
    for (int i = 0; i < 4; i++) a[i] = i;
    p -= 3;
    *p = 7; // ERROR
    free(a);
    return 0;
}
