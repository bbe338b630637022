// Safe twin of use_after_free: the next pointer is saved before the free.
// EXPECT: safe
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
        struct node *next = n->next;
        s += n->v;
        free(n);
        n = next;
    }
    printf("%d\n", s);
    return 0;
}
