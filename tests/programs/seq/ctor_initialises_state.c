// A constructor runs before main and sets up what main uses (a heap table and a global pointer): without it main would dereference NULL; the destructor frees it, so no leak either.
// EXPECT: safe
// FLAGS: --leak
#include <assert.h>
#include <stdlib.h>

struct config {
    int verbose;
    int limits[4];
};
static struct config *cfg;

__attribute__((constructor)) static void setup(void) {
    cfg = calloc(1, sizeof *cfg);
    for (int i = 0; i < 4; i++)
        cfg->limits[i] = 1 << i;
}

__attribute__((destructor)) static void teardown(void) {
    free(cfg);
    cfg = NULL;
}

int main(void) {
    int sum = 0;
    for (int i = 0; i < 4; i++)
        sum += cfg->limits[i];
    assert(sum == 15);
    return 0;
}
