// <sys/queue.h>'s circular queues (CIRCLEQ), which end at their head rather than at NULL: inserts at both ends and beside entries, removal of the first, last and only entry, both walks, LOOP_NEXT/LOOP_PREV round the head, and a static head from CIRCLEQ_HEAD_INITIALIZER.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>
#include <sys/queue.h>

struct c { int v; CIRCLEQ_ENTRY(c) link; };
CIRCLEQ_HEAD(chead, c);
static struct chead global = CIRCLEQ_HEAD_INITIALIZER(global);

static void show(const char *what, struct chead *h) {
    struct c *e;
    printf("%s:", what);
    CIRCLEQ_FOREACH(e, h, link)
        printf(" %d", e->v);
    printf(" | reverse:");
    CIRCLEQ_FOREACH_REVERSE(e, h, link)
        printf(" %d", e->v);
    printf(" | empty %d\n", CIRCLEQ_EMPTY(h));
}

int main(void) {
    struct chead h;
    CIRCLEQ_INIT(&h);
    show("init", &h);
    struct c *n[6];
    for (int i = 0; i < 6; i++) {
        n[i] = malloc(sizeof *n[i]);
        n[i]->v = i;
    }
    CIRCLEQ_INSERT_HEAD(&h, n[2], link);
    CIRCLEQ_INSERT_TAIL(&h, n[4], link);
    CIRCLEQ_INSERT_HEAD(&h, n[0], link);
    CIRCLEQ_INSERT_AFTER(&h, n[0], n[1], link);
    CIRCLEQ_INSERT_BEFORE(&h, n[4], n[3], link);
    CIRCLEQ_INSERT_AFTER(&h, n[4], n[5], link);
    show("built", &h);
    printf("first %d last %d next(2) %d prev(2) %d\n", CIRCLEQ_FIRST(&h)->v, CIRCLEQ_LAST(&h)->v,
           CIRCLEQ_NEXT(n[2], link)->v, CIRCLEQ_PREV(n[2], link)->v);
    printf("last's next is head %d, first's prev is head %d\n",
           CIRCLEQ_NEXT(n[5], link) == (void *)&h, CIRCLEQ_PREV(n[0], link) == (void *)&h);
    printf("loop next(5) %d loop prev(0) %d loop next(3) %d\n", CIRCLEQ_LOOP_NEXT(&h, n[5], link)->v,
           CIRCLEQ_LOOP_PREV(&h, n[0], link)->v, CIRCLEQ_LOOP_NEXT(&h, n[3], link)->v);
    CIRCLEQ_REMOVE(&h, n[0], link);
    CIRCLEQ_REMOVE(&h, n[5], link);
    CIRCLEQ_REMOVE(&h, n[3], link);
    show("removed 0 5 3", &h);
    /* Walk twice round, starting in the middle. */
    struct c *e = n[2];
    printf("round:");
    for (int i = 0; i < 6; i++, e = CIRCLEQ_LOOP_NEXT(&h, e, link))
        printf(" %d", e->v);
    printf("\n");
    while (!CIRCLEQ_EMPTY(&h))
        CIRCLEQ_REMOVE(&h, CIRCLEQ_FIRST(&h), link);
    show("drained", &h);
    show("global", &global);
    CIRCLEQ_INSERT_TAIL(&global, n[1], link);
    show("global one", &global);
    CIRCLEQ_REMOVE(&global, n[1], link);
    show("global none", &global);
    for (int i = 0; i < 6; i++)
        free(n[i]);
    return 0;
}
