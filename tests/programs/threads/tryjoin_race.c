// EBUSY from pthread_tryjoin_np orders nothing: reading the worker's data
// after a failed try races with its write, and may see the old value.
// EXPECT: error assert
// TAGS: threads join tryjoin
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>

static int data;

static void *worker(void *arg) {
    (void)arg;
    data = 1;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    if (pthread_tryjoin_np(t, NULL) == EBUSY) {
        int d = data;
        pthread_join(t, NULL);
        assert(d == 1); // ERROR
    }
    return 0;
}
