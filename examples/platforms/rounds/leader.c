/* leader.c -- leader election on a ring (LeLann, Chang and Roberts) on the
 * rounds platform. Every process has a unique id; it sends its id to its
 * right neighbour, forwards ids larger than its own, and drops smaller
 * ones. The process that receives its own id back has the largest id and
 * is the leader. The ids are a non-deterministic permutation, so the check
 * covers every arrangement of them on the ring. Safe.
 *
 *   divm check --os platform/rounds.c -I platform leader.c */
#include <assert.h>
#include <hypercalls.h>
#include <stdio.h>
#include "rounds.h"

#define N 3

static int id[N];     /* the unique ids, a permutation of 1..N */
static int leader[N]; /* process i has declared itself the leader */

static void step(unsigned self) {
    unsigned right = (self + 1) % N;
    int m;
    if (rounds_now() == 0) {
        rounds_send(right, id[self]);
    } else if (rounds_recv(self, &m)) {
        if (m > id[self])
            rounds_send(right, m);
        else if (m == id[self])
            leader[self] = 1;
    }
}

/* After the last round: exactly one leader, and it has the largest id. */
static void check(void) {
    int leaders = 0;
    for (unsigned i = 0; i < N; i++)
        if (leader[i]) {
            leaders++;
            assert(id[i] == N);
        }
    assert(leaders == 1);
}

int main(void) {
    /* Draw the ids: a permutation of 1..N, one __vm_choose per place. */
    int unused[N];
    for (int i = 0; i < N; i++)
        unused[i] = i + 1;
    for (int i = 0; i < N; i++) {
        int k = __vm_choose(N - i);
        id[i] = unused[k];
        unused[k] = unused[N - i - 1];
    }
    char line[64];
    int len = snprintf(line, sizeof line, "ids:");
    for (int i = 0; i < N; i++)
        len += snprintf(line + len, sizeof line - (size_t)len, " %d", id[i]);
    puts(line);
    for (int i = 0; i < N; i++)
        rounds_spawn(step);
    /* Round 0 sends; the largest id needs N more rounds to come back. */
    rounds_limit(N + 1);
    rounds_at_end(check);
    return 0;
}
