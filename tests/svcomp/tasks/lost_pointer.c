// The only pointer to the first node is overwritten: the node is lost (valid-memtrack).
#include <stdlib.h>
struct node {
    struct node *next;
    int v;
};
int main(void) {
    struct node *n = malloc(sizeof *n);
    if (!n)
        return 0;
    n->next = 0;
    n = malloc(sizeof *n);
    if (n)
        free(n);
    return 0;
}
