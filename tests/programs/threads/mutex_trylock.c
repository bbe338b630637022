// pthread_mutex_trylock returns EBUSY while another thread holds the mutex
// and never blocks; a worker that fails to get it counts the miss instead.
// EXPECT: safe
// TAGS: threads mutex trylock
#include <assert.h>
#include <errno.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int hits, misses;

static void *worker(void *arg) {
    (void)arg;
    int r = pthread_mutex_trylock(&m);
    if (r == 0) {
        hits++;
        pthread_mutex_unlock(&m);
    } else {
        assert(r == EBUSY);
        __atomic_fetch_add(&misses, 1, __ATOMIC_SEQ_CST);
    }
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(hits + misses == 2);
    assert(hits >= 1);
    return 0;
}
