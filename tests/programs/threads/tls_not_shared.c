// A flag kept in a __thread variable is not seen by another thread: the
// worker reads its own copy (still 0), so the "handshake" assertion fails.
// EXPECT: error assert
// TAGS: threads tls
#include <assert.h>
#include <pthread.h>

static __thread int ready;

static void *worker(void *arg) {
    (void)arg;
    assert(ready == 1); // ERROR
    return NULL;
}

int main(void) {
    ready = 1;
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return 0;
}
