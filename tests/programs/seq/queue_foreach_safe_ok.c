// <sys/queue.h>'s *_FOREACH_SAFE walks (BSD's; glibc's header lacks them) free each entry while walking: no use after free, and nothing leaks.
// EXPECT: safe
// FLAGS: --leak
#include <stdlib.h>
#include <sys/queue.h>

struct node { int v; TAILQ_ENTRY(node) link; LIST_ENTRY(node) other; };
TAILQ_HEAD(nodes, node);
LIST_HEAD(others, node);

int main(void) {
    struct nodes q = TAILQ_HEAD_INITIALIZER(q);
    struct others l = LIST_HEAD_INITIALIZER(l);
    for (int i = 0; i < 4; i++) {
        struct node *n = malloc(sizeof *n);
        if (!n)
            return 1;
        n->v = i;
        TAILQ_INSERT_TAIL(&q, n, link);
    }
    struct node *n, *tmp;
    TAILQ_FOREACH_SAFE(n, &q, link, tmp) {
        TAILQ_REMOVE(&q, n, link);
        if (n->v % 2)
            free(n);
        else
            LIST_INSERT_HEAD(&l, n, other);
    }
    LIST_FOREACH_SAFE(n, &l, other, tmp) {
        LIST_REMOVE(n, other);
        free(n);
    }
    return TAILQ_EMPTY(&q) && LIST_EMPTY(&l) ? 0 : 1;
}
