// Loops beside threads without the sync-point reduction (--no-por, and
// the search a race sends back): main's loop of 20,000 turns touches only
// its own locals while the helper lives, so under the τ-reduction alone
// a turn is no interleaving point either, and the loop is part of one
// step. tests/por.rs counts the states with --no-por against
// --no-reduction, which keeps a state per turn.
// EXPECT: safe
// TAGS: threads por
#include <assert.h>
#include <pthread.h>

static int done;

static void *helper(void *arg) {
    (void)arg;
    done = 1;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, helper, NULL);
    unsigned long h = 5381;
    for (int i = 0; i < 20000; i++)
        h = h * 33 + (unsigned)i;
    pthread_join(t, NULL);
    assert(done == 1);
    assert(h != 0);
    return 0;
}
