// Safe twin of the invalid frees: every free gets the pointer malloc returned (after arithmetic that comes back to the start).
// EXPECT: safe
#include <stdlib.h>

int main(void) {
    char *s = malloc(32);
    char *rest = s + 4;
    rest -= 4;
    int local = 1;
    int *p = &local;
    free(rest);
    free(NULL);
    return *p - 1;
}
