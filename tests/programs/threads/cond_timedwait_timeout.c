// Both outcomes of pthread_cond_timedwait are explored: code that treats a
// return of the timed wait as "the signal came" misses the ETIMEDOUT case,
// where the predicate is still false.
// EXPECT: error assert
// TAGS: threads condvar timedwait
#include <assert.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
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
    pthread_t t;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += 5;
    pthread_create(&t, NULL, setter, NULL);
    pthread_mutex_lock(&m);
    if (!ready)
        pthread_cond_timedwait(&cv, &m, &ts);
    assert(ready); // ERROR
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
