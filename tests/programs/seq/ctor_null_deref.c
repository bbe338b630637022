// A constructor runs before main and dereferences a pointer nothing set yet (NULL): the error is in the constructor, before main.
// EXPECT: error memory
#include <stdlib.h>

struct registry {
    int count;
};
static struct registry *reg;

__attribute__((constructor)) static void register_self(void) {
    reg->count++; // ERROR
}

int main(void) {
    reg = calloc(1, sizeof *reg);
    free(reg);
    return 0;
}
