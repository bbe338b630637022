// A vector grows with realloc while a saved element pointer still points into the old block.
// EXPECT: error memory
#include <stdlib.h>

int main(void) {
    int cap = 2, len = 0;
    int *v = malloc(cap * sizeof(int));
    v[len++] = 10;
    int *first = &v[0];
    for (int i = 0; i < 5; i++) {
        if (len == cap) { cap *= 2; v = realloc(v, cap * sizeof(int)); }
        v[len++] = i;
    }
    int x = *first; // ERROR
    free(v);
    return x == 10 ? 0 : 0;
}
