/* leader_bug.c -- leader.c with a classic mistake: instead of the
 * platform's messages, each process leaves its message in a shared
 * variable that its right neighbour reads in the next round. Whether the
 * neighbour reads it before or after it is overwritten depends on the
 * order of the steps within a round, so an id can be lost, and with it
 * the leader. Error.
 *
 *   divm check --os platform/rounds.c -I platform leader_bug.c */
#include <assert.h>
#include <hypercalls.h>
#include <stdio.h>
#include "rounds.h"

#define N 3

static int id[N];     /* the unique ids, a permutation of 1..N */
static int leader[N]; /* process i has declared itself the leader */

static int out[N]; /* out[i]: what process i passes to its right; 0 = nothing */

static void step(unsigned self) {
    unsigned left = (self + N - 1) % N;
    int m = out[left]; /* BUG: may already be the value of this round */
    int send = 0;
    if (rounds_now() == 0)
        send = id[self];
    else if (m > id[self])
        send = m;
    else if (m == id[self] && m != 0)
        leader[self] = 1;
    out[self] = send;
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
