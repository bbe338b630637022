// A race voids the sync-point reduction, and the search runs again
// without it: main's loop of a million turns over its own locals runs
// beside the writer there too, with no state per turn (a turn that makes
// no visible action is no interleaving point of the τ-reduction). Before,
// each turn was a state while the writer lived, and each point where the
// writer could end started a run of the rest of the loop: quadratic, a
// million turns never finished (a safe program: the whole state space is
// searched). tests/por.rs counts the states.
// EXPECT: safe
// TAGS: threads por
#include <assert.h>
#include <pthread.h>

static int x;

static void *writer(void *arg) {
    (void)arg;
    x = 1;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, writer, NULL);
    long sum = x; /* races with the writer */
    for (long i = 0; i < 1000000; i++)
        sum += i & 1;
    pthread_join(t, NULL);
    assert(sum >= 500000);
    return 0;
}
