// Freeing the same block twice through two aliases.
// EXPECT: error memory
#include <stdlib.h>

struct pair { int *first; int *second; };

int main(void) {
    int *p = malloc(sizeof *p);
    struct pair pr = { p, p };
    *pr.first = 1;
    free(pr.first);
    free(pr.second); // ERROR: double free
    return 0;
}
