/* A list of three nodes on the heap, and an assertion that miscounts
 * them (tests/sim.rs). */
#include <assert.h>
#include <stdlib.h>

struct node {
    long value;
    struct node *next;
};

struct node *head;
int count;

int main(void) {
    for (int i = 0; i < 3; i++) {
        struct node *n = malloc(sizeof *n);
        n->value = i;
        n->next = head;
        head = n;
        count = count + 1;
    }
    assert(count == 2);
    return 0;
}
