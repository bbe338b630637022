// Reading a list node after it was freed (the classic free-then-advance bug).
// EXPECT: error memory
#include <stdlib.h>
#include <stdio.h>

struct node { int v; struct node *next; };

int main(void) {
    struct node *head = NULL;
    for (int i = 0; i < 3; i++) {
        struct node *n = malloc(sizeof *n);
        n->v = i;
        n->next = head;
        head = n;
    }
    int s = 0;
    for (struct node *n = head; n; ) {
        s += n->v;
        free(n);
        n = n->next; // ERROR: use after free
    }
    printf("%d\n", s);
    return 0;
}
