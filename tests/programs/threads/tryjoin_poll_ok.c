// Polling with pthread_tryjoin_np: EBUSY leaves the thread joinable, and
// once it has ended the try joins it and hands over its value; a thread
// trying to join itself gets EBUSY (glibc: it has not ended). Safe in
// every interleaving.
// EXPECT: safe
// TAGS: threads join tryjoin
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <sched.h>

static int data;

static void *worker(void *arg) {
    assert(pthread_tryjoin_np(pthread_self(), NULL) == EBUSY);
    data = 42;
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, (void *)5);
    void *v = NULL;
    int r;
    while ((r = pthread_tryjoin_np(t, &v)) == EBUSY)
        sched_yield();
    assert(r == 0);
    assert(v == (void *)5);
    assert(data == 42); /* the join orders the worker's store before this */
    return 0;
}
