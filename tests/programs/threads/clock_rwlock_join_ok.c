// pthread_rwlock_clockrdlock/clockwrlock and pthread_clockjoin_np (glibc 2.30/2.31): EINVAL for a clock a timeout cannot be measured on; on CLOCK_MONOTONIC or CLOCK_REALTIME a write lock while a reader may hold the lock either succeeds or times out, and the join either returns the thread's value or times out. Every run stays within those outcomes.
// EXPECT: safe
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int released;

static void *reader(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&lock);
    released = 1;
    pthread_rwlock_unlock(&lock);
    return (void *)7;
}

int main(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    t.tv_sec += 1;
    assert(pthread_rwlock_clockrdlock(&lock, CLOCK_PROCESS_CPUTIME_ID, &t) == EINVAL);
    assert(pthread_rwlock_clockwrlock(&lock, 12345, &t) == EINVAL);
    pthread_t th;
    pthread_create(&th, NULL, reader, NULL);
    assert(pthread_clockjoin_np(th, NULL, CLOCK_THREAD_CPUTIME_ID, &t) == EINVAL);
    int w = pthread_rwlock_clockwrlock(&lock, CLOCK_MONOTONIC, &t);
    assert(w == 0 || w == ETIMEDOUT);
    if (w == 0)
        pthread_rwlock_unlock(&lock);
    void *ret = NULL;
    int j = pthread_clockjoin_np(th, &ret, CLOCK_REALTIME, &t);
    assert(j == 0 || j == ETIMEDOUT);
    if (j == 0)
        assert(ret == (void *)7 && released);
    else
        pthread_join(th, &ret);
    assert(pthread_rwlock_clockrdlock(&lock, CLOCK_REALTIME, &t) == 0);
    pthread_rwlock_unlock(&lock);
    return 0;
}
