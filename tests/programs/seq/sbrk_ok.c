// A bump allocator on sbrk: pieces carved from the break stay valid as it
// grows, and returning them all by shrinking the break leaves no leak.
// EXPECT: safe
// FLAGS: --leak
// TAGS: brk
#define _DEFAULT_SOURCE
#include <assert.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    char *start = sbrk(0);
    char *piece[4];
    for (int i = 0; i < 4; i++) {
        piece[i] = sbrk(32);
        assert(piece[i] != (void *)-1);
        memset(piece[i], 'a' + i, 32);
    }
    for (int i = 0; i < 4; i++)
        assert(piece[i][0] == 'a' + i && piece[i][31] == 'a' + i);
    assert(brk(start) == 0 && sbrk(0) == start);
    return 0;
}
