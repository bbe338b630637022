// Freeing only the head of a linked list leaks the rest (reported at the malloc of the nodes).
// EXPECT: error leak
// FLAGS: --leak
#include <stdlib.h>

struct node { int v; struct node *next; };

static struct node *push(struct node *head, int v) {
    struct node *n = malloc(sizeof *n); // ERROR
    n->v = v;
    n->next = head;
    return n;
}

int main(void) {
    struct node *head = NULL;
    head = push(head, 1);
    head = push(head, 2);
    free(head);
    return 0;
}
