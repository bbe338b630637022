// Safe twin of the leak tests: everything is freed, and memory still reachable from a global at exit is not a leak.
// EXPECT: safe
// FLAGS: --leak
#include <stdlib.h>

struct node { int v; struct node *next; };
static struct node *global_keep;

int main(void) {
    struct node *head = NULL;
    for (int i = 0; i < 3; i++) {
        struct node *n = malloc(sizeof *n);
        n->v = i;
        n->next = head;
        head = n;
    }
    while (head) { struct node *next = head->next; free(head); head = next; }
    global_keep = malloc(sizeof *global_keep);
    global_keep->next = NULL;
    return 0;
}
