// pthread_timedjoin_np looks at its time only when it would wait: a bad
// one (tv_nsec out of range) is EINVAL while the thread runs, and ignored
// once it has ended. (glibc 2.36 returns EINVAL or spins, depending on the
// run: this program is for divm only.)
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
    struct timespec bad = {0, 1000000000};
    pthread_mutex_lock(&m);
    pthread_create(&t, NULL, worker, (void *)3);
    assert(pthread_timedjoin_np(t, NULL, &bad) == EINVAL);
    pthread_mutex_unlock(&m);
    int r = pthread_timedjoin_np(t, NULL, &bad);
    assert(r == EINVAL || r == 0);
    if (r == EINVAL)
        assert(pthread_join(t, NULL) == 0);
    return 0;
}
