// asprintf allocates its result with malloc: a string never freed is a leak (with --leak), reported where asprintf allocated it (asprintf_swab.c in diff/ frees each one).
// EXPECT: error leak
// FLAGS: --leak
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char *s;
    if (asprintf(&s, "%d-%d", 1, 2) < 0) // ERROR
        return 1;
    puts(s);
    s = NULL;
    return 0;
}
