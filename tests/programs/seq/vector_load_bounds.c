// A 16-byte vector load that starts inside a heap array and ends past it is out of bounds, like any other load of its size.
// EXPECT: error memory
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int32_t v4i __attribute__((vector_size(16), aligned(4)));

int main(void) {
    int32_t *a = malloc(64 * sizeof *a);
    if (!a)
        return 0;
    memset(a, 0, 64 * sizeof *a);
    v4i s = { 0, 0, 0, 0 };
    for (int i = 0; i <= 60; i += 4) /* the last load reads a[60..63]: fine */
        s += *(v4i *)(a + i);
    s += *(v4i *)(a + 62); // ERROR
    free(a);
    return s[0];
}
