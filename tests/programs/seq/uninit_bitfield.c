// Per-bit definedness: writing one bit-field leaves its neighbours in the same byte undefined; branching on one is an error.
// EXPECT: error uninit
#include <stdio.h>
#include <stdlib.h>

struct flags { unsigned ready : 1; unsigned mode : 3; unsigned level : 4; };

int main(void) {
    struct flags *f = malloc(sizeof *f);
    f->ready = 1;
    f->mode = 5;
    if (f->ready && f->mode == 5)
        printf("ready in mode 5\n");
    if (f->level > 2) // ERROR
        printf("high level\n");
    free(f);
    return 0;
}
