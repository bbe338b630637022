// Ordering two separately malloc'ed blocks with > is undefined (they are different objects): a memory error.
// EXPECT: error memory
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char *a = malloc(8);
    char *b = malloc(8);
    if (!a || !b)
        return 0;
    char *lo = a > b ? b : a; // ERROR
    printf("%d\n", lo == a);
    free(a);
    free(b);
    return 0;
}
