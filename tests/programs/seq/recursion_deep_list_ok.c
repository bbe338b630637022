// Recursion 120,000 calls deep over a linked list (sum, then free) fits native -O0's 8 MiB stack (frames of a few dozen bytes; not under the sanitizers, whose frames are larger), but divm counts calls, not bytes, and reports a stack overflow past --stack-limit (100,000 by default).
// EXPECT: safe
#include <stdio.h>
#include <stdlib.h>

struct node {
    int v;
    struct node *next;
};

static long sum(const struct node *p) { return p ? p->v + sum(p->next) : 0; }

static void release(struct node *p) {
    if (p) {
        release(p->next);
        free(p);
    }
}

int main(void) {
    struct node *head = NULL;
    for (int i = 0; i < 120000; i++) {
        struct node *n = malloc(sizeof *n);
        if (!n)
            return 1;
        n->v = i % 7;
        n->next = head;
        head = n;
    }
    printf("%ld\n", sum(head));
    release(head);
    return 0;
}
