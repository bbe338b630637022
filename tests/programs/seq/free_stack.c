// free() of the address of a local variable is an invalid free.
// EXPECT: error memory
#include <stdlib.h>

static void release(int *p) { free(p); } // ERROR

int main(void) {
    int local = 5;
    int *heap = malloc(sizeof *heap);
    release(heap);
    release(&local);
    return 0;
}
