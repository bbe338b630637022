// pthread_tryjoin_np joins a thread that has ended: the outcome where the
// worker ended before the try is explored too, so asserting EBUSY fails.
// EXPECT: error assert
// TAGS: threads join tryjoin
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>

static void *worker(void *arg) { return arg; }

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, (void *)7);
    void *v = NULL;
    int r = pthread_tryjoin_np(t, &v);
    if (r == EBUSY)
        return pthread_join(t, &v) == 0 && v == (void *)7 ? 0 : 1;
    assert(r == EBUSY); // ERROR
    return 0;
}
