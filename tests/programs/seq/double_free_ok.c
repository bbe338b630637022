// Safe twin of double_free: the alias is cleared after the first free, and free(NULL) is a no-op.
// EXPECT: safe
#include <stdlib.h>

struct pair { int *first; int *second; };

int main(void) {
    int *p = malloc(sizeof *p);
    struct pair pr = { p, p };
    *pr.first = 1;
    free(pr.first);
    pr.second = NULL;
    free(pr.second);
    return 0;
}
