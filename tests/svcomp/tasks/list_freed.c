// A list is built and freed node by node: memory safe.
#include <stdlib.h>
struct node {
    struct node *next;
    int v;
};
int main(void) {
    struct node *head = 0;
    for (int i = 0; i < 3; i++) {
        struct node *n = malloc(sizeof *n);
        if (!n)
            break;
        n->v = i;
        n->next = head;
        head = n;
    }
    while (head) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
