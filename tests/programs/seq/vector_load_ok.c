// Vector loads and stores inside a heap array, summed lane by lane: in bounds, defined, and the sum is right.
// EXPECT: safe
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

typedef int32_t v4i __attribute__((vector_size(16), aligned(4)));

int main(void) {
    int32_t *a = malloc(64 * sizeof *a);
    if (!a)
        return 0;
    for (int i = 0; i < 64; i++)
        a[i] = i;
    v4i s = { 0, 0, 0, 0 };
    for (int i = 0; i < 64; i += 4)
        s += *(v4i *)(a + i);
    *(v4i *)(a + 8) = s;
    assert(a[8] + a[9] + a[10] + a[11] == 2016);
    free(a);
    return 0;
}
