// With --malloc-may-fail every allocation may return NULL; the program
// checks each one and cleans up, so both outcomes are safe (no leak either).
// EXPECT: safe
// FLAGS: --malloc-may-fail --leak
// TAGS: nondet malloc
#include <stdlib.h>
#include <string.h>

struct pair { char *a, *b; };

static int make(struct pair *p) {
    p->a = malloc(8);
    if (!p->a)
        return -1;
    p->b = malloc(8);
    if (!p->b) {
        free(p->a);
        return -1;
    }
    strcpy(p->a, "left");
    strcpy(p->b, "right");
    return 0;
}

int main(void) {
    struct pair p;
    if (make(&p) != 0)
        return 0;
    int ok = strlen(p.a) + strlen(p.b) == 9;
    free(p.a);
    free(p.b);
    return ok ? 0 : 1;
}
