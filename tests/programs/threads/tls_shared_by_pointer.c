// A __thread variable is an ordinary object of its thread: another thread
// can reach it through its address while the owner is alive, and an
// unlocked update from both can then lose an increment.
// EXPECT: error assert
// TAGS: threads tls race
#include <assert.h>
#include <pthread.h>

static __thread int hits;

static void *worker(void *arg) {
    int *owner_hits = arg;
    int v = *owner_hits;
    *owner_hits = v + 1;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, &hits);
    int v = hits;
    hits = v + 1;
    pthread_join(t, NULL);
    assert(hits == 2); // ERROR
    return 0;
}
