// pthread_timedjoin_np is a cancellation point while it waits: a cancelled
// joiner ends with PTHREAD_CANCELED and leaves its target joinable.
// EXPECT: safe
// TAGS: threads join timedjoin cancel
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_t target;

static void *sleeper(void *arg) {
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return arg;
}

static void *joiner(void *arg) {
    (void)arg;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += 1;
    for (;;)
        if (pthread_timedjoin_np(target, NULL, &ts) == 0)
            return (void *)1;
}

int main(void) {
    pthread_t j;
    pthread_mutex_lock(&m);
    pthread_create(&target, NULL, sleeper, (void *)9);
    pthread_create(&j, NULL, joiner, NULL);
    pthread_cancel(j);
    void *r;
    assert(pthread_join(j, &r) == 0 && r == PTHREAD_CANCELED);
    pthread_mutex_unlock(&m);
    assert(pthread_join(target, &r) == 0 && r == (void *)9);
    return 0;
}
