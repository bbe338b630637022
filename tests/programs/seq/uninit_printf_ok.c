// Safe twin of uninit_printf: uninitialised values may be copied around freely as long as nothing inspects them.
// EXPECT: safe
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    int *vals = malloc(3 * sizeof *vals);
    int copy[3];
    vals[0] = 1;
    vals[2] = 3;
    memcpy(copy, vals, sizeof copy);
    unsigned t = (unsigned)copy[1];
    t = t * 2 + 1;
    copy[1] = (int)t;
    printf("%d %d\n", copy[0], copy[2]);
    free(vals);
    return 0;
}
