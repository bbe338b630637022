// memset with a count in elements instead of bytes clears past the end of an int array.
// EXPECT: error memory
#include <stdlib.h>
#include <string.h>

int main(void) {
    int *v = malloc(4 * sizeof(int));
    if (!v)
        return 1;
    memset(v, 0, 4 * sizeof(int));
    memset(v, 0, 4 * sizeof(long)); // ERROR
    free(v);
    return 0;
}
