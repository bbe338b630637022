// pthread_cond_timedwait may return ETIMEDOUT before the signal arrives;
// the waiter then re-checks the predicate and waits again, so it always
// ends up seeing the value. A timed wait with no signaller at all is not a
// deadlock either: it just times out.
// EXPECT: safe
// TAGS: threads condvar timedwait
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static pthread_cond_t never = PTHREAD_COND_INITIALIZER;
static int ready;

static void *setter(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += 1;
    pthread_mutex_lock(&m);
    assert(pthread_cond_timedwait(&never, &m, &ts) == ETIMEDOUT);
    pthread_mutex_unlock(&m);

    pthread_t t;
    pthread_create(&t, NULL, setter, NULL);
    pthread_mutex_lock(&m);
    while (!ready) {
        int r = pthread_cond_timedwait(&cv, &m, &ts);
        assert(r == 0 || r == ETIMEDOUT);
    }
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
