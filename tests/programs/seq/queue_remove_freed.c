// Walking a <sys/queue.h> list with plain TAILQ_FOREACH while freeing the current entry reads its next field after the free: a use after free, found at the loop.
// EXPECT: error memory
#include <stdlib.h>
#include <sys/queue.h>

struct node { int v; TAILQ_ENTRY(node) link; };
TAILQ_HEAD(nodes, node);

int main(void) {
    struct nodes q = TAILQ_HEAD_INITIALIZER(q);
    for (int i = 0; i < 3; i++) {
        struct node *n = malloc(sizeof *n);
        if (!n)
            return 1;
        n->v = i;
        TAILQ_INSERT_TAIL(&q, n, link);
    }
    struct node *n;
    TAILQ_FOREACH(n, &q, link) { // ERROR
        TAILQ_REMOVE(&q, n, link);
        free(n);
    }
    return 0;
}
