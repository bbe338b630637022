// Storing a long at offset 4 of a malloc'ed block needs 8-byte alignment: a misaligned store, a memory error.
// EXPECT: error memory
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char *block = malloc(32);
    if (!block)
        return 0;
    long *slot = (long *)(block + 4);
    *slot = 42; // ERROR
    printf("%ld\n", *slot);
    free(block);
    return 0;
}
