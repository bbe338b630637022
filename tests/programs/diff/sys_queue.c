// The BSD list macros of <sys/queue.h> (SLIST, LIST, STAILQ, SIMPLEQ, TAILQ): inserts at every place, removals, concatenation, TAILQ_LAST/PREV and reverse walks, and the fields programs read directly.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <sys/queue.h>

struct s { int v; SLIST_ENTRY(s) link; };
struct l { int v; LIST_ENTRY(l) link; };
struct q { int v; STAILQ_ENTRY(q) link; };
struct p { int v; SIMPLEQ_ENTRY(p) link; };
struct t { int v; TAILQ_ENTRY(t) link; };
SLIST_HEAD(shead, s);
LIST_HEAD(lhead, l);
STAILQ_HEAD(qhead, q);
SIMPLEQ_HEAD(phead, p);
TAILQ_HEAD(thead, t);

int main(void) {
    struct s sv[4];
    struct shead sh = SLIST_HEAD_INITIALIZER(sh);
    for (int i = 0; i < 4; i++) {
        sv[i].v = i;
        if (i < 3)
            SLIST_INSERT_HEAD(&sh, &sv[i], link);
    }
    SLIST_INSERT_AFTER(&sv[2], &sv[3], link);
    SLIST_REMOVE(&sh, &sv[1], s, link);
    SLIST_REMOVE_HEAD(&sh, link);
    struct s *sp;
    printf("slist:");
    SLIST_FOREACH(sp, &sh, link) printf(" %d", sp->v);
    printf(" first=%d empty=%d\n", SLIST_FIRST(&sh)->v, SLIST_EMPTY(&sh));

    struct l lv[5];
    struct lhead lh;
    LIST_INIT(&lh);
    for (int i = 0; i < 5; i++)
        lv[i].v = 10 + i;
    LIST_INSERT_HEAD(&lh, &lv[0], link);
    LIST_INSERT_AFTER(&lv[0], &lv[1], link);
    LIST_INSERT_BEFORE(&lv[0], &lv[2], link);
    LIST_INSERT_AFTER(&lv[1], &lv[3], link);
    LIST_INSERT_HEAD(&lh, &lv[4], link);
    LIST_REMOVE(&lv[0], link);
    LIST_REMOVE(&lv[4], link);
    struct l *lp;
    printf("list:");
    LIST_FOREACH(lp, &lh, link) printf(" %d", lp->v);
    printf(" next=%d first=%d\n", LIST_NEXT(LIST_FIRST(&lh), link)->v, lh.lh_first->v);

    struct q qv[6];
    struct qhead qa = STAILQ_HEAD_INITIALIZER(qa), qb;
    STAILQ_INIT(&qb);
    for (int i = 0; i < 6; i++) {
        qv[i].v = 20 + i;
        if (i < 3)
            STAILQ_INSERT_TAIL(&qa, &qv[i], link);
        else
            STAILQ_INSERT_HEAD(&qb, &qv[i], link);
    }
    STAILQ_REMOVE(&qa, &qv[2], q, link);
    STAILQ_INSERT_TAIL(&qa, &qv[2], link);
    STAILQ_INSERT_AFTER(&qa, &qv[0], &qv[2], link) ;
    STAILQ_CONCAT(&qa, &qb);
    STAILQ_REMOVE_HEAD(&qa, link);
    STAILQ_REMOVE(&qa, &qv[3], q, link);
    STAILQ_INSERT_TAIL(&qa, &qv[3], link);
    struct q *qp;
    printf("stailq:");
    STAILQ_FOREACH(qp, &qa, link) printf(" %d", qp->v);
    printf(" b-empty=%d\n", STAILQ_EMPTY(&qb));

    struct p pv[3];
    struct phead ph = SIMPLEQ_HEAD_INITIALIZER(ph);
    for (int i = 0; i < 3; i++) {
        pv[i].v = 30 + i;
        SIMPLEQ_INSERT_TAIL(&ph, &pv[i], link);
    }
    SIMPLEQ_REMOVE_HEAD(&ph, link);
    SIMPLEQ_INSERT_HEAD(&ph, &pv[0], link);
    struct p *pp;
    printf("simpleq:");
    SIMPLEQ_FOREACH(pp, &ph, link) printf(" %d", pp->v);
    printf("\n");

    struct t tv[7];
    struct thead ta = TAILQ_HEAD_INITIALIZER(ta), tb;
    TAILQ_INIT(&tb);
    for (int i = 0; i < 7; i++)
        tv[i].v = 40 + i;
    printf("tailq empty last: %d\n", TAILQ_LAST(&ta, thead) == 0);
    TAILQ_INSERT_TAIL(&ta, &tv[0], link);
    TAILQ_INSERT_HEAD(&ta, &tv[1], link);
    TAILQ_INSERT_AFTER(&ta, &tv[0], &tv[2], link);
    TAILQ_INSERT_BEFORE(&tv[1], &tv[3], link);
    TAILQ_INSERT_TAIL(&tb, &tv[4], link);
    TAILQ_INSERT_TAIL(&tb, &tv[5], link);
    TAILQ_CONCAT(&ta, &tb, link);
    TAILQ_INSERT_AFTER(&ta, &tv[5], &tv[6], link);
    TAILQ_REMOVE(&ta, &tv[6], link);
    TAILQ_REMOVE(&ta, &tv[3], link);
    struct t *tp;
    printf("tailq:");
    TAILQ_FOREACH(tp, &ta, link) printf(" %d", tp->v);
    printf("\ntailq reverse:");
    TAILQ_FOREACH_REVERSE(tp, &ta, thead, link) printf(" %d", tp->v);
    printf("\nlast=%d prev(last)=%d prev(first)=%d b-empty=%d\n", TAILQ_LAST(&ta, thead)->v, TAILQ_PREV(TAILQ_LAST(&ta, thead), thead, link)->v,
           TAILQ_PREV(TAILQ_FIRST(&ta), thead, link) == 0, TAILQ_EMPTY(&tb));
    while (!TAILQ_EMPTY(&ta))
        TAILQ_REMOVE(&ta, TAILQ_FIRST(&ta), link);
    printf("drained: %d %d\n", TAILQ_EMPTY(&ta), ta.tqh_last == &ta.tqh_first);
    return 0;
}
