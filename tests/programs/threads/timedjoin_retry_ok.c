// pthread_timedjoin_np either joins (with the thread's value) or times out
// and leaves the thread joinable, so retrying until it joins is safe; the
// worker blocked on a mutex cannot end while main holds it, so that first
// timed join can only time out.
// EXPECT: safe
// TAGS: threads join timedjoin
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return arg;
}

int main(void) {
    pthread_t t;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += 1;
    pthread_mutex_lock(&m);
    pthread_create(&t, NULL, worker, (void *)3);
    assert(pthread_timedjoin_np(t, NULL, &ts) == ETIMEDOUT);
    pthread_mutex_unlock(&m);
    void *v = NULL;
    int r;
    while ((r = pthread_timedjoin_np(t, &v, &ts)) == ETIMEDOUT)
        ;
    assert(r == 0 && v == (void *)3);
    return 0;
}
