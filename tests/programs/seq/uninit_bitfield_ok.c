// Safe twin of uninit_bitfield: every bit-field that is read was written, the rest of the byte stays undefined.
// EXPECT: safe
#include <stdio.h>
#include <stdlib.h>

struct flags { unsigned ready : 1; unsigned mode : 3; unsigned level : 4; unsigned spare : 24; };

int main(void) {
    struct flags *f = malloc(sizeof *f);
    f->ready = 1;
    f->mode = 5;
    f->level = 3;
    if (f->ready && f->mode == 5 && f->level > 2)
        printf("ready in mode 5, level %u\n", f->level);
    free(f);
    return 0;
}
