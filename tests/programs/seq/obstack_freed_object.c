// obstack_free back to an object frees the chunks allocated after it:
// reading an object of such a chunk is a use after free.
// EXPECT: error memory
#include <obstack.h>
#include <stdlib.h>
#include <string.h>

#define obstack_chunk_alloc malloc
#define obstack_chunk_free free

int main(void) {
    struct obstack ob;
    obstack_init(&ob);
    char *first = obstack_copy0(&ob, "x", 1);
    static char big[6000];
    memset(big, 'b', sizeof big);
    char *later = obstack_copy(&ob, big, sizeof big); /* a chunk of its own */
    obstack_free(&ob, first);
    int c = later[0]; // ERROR
    obstack_free(&ob, NULL);
    return c;
}
