// Twin of clock_rwlock_join_ok.c: pthread_rwlock_clockwrlock on CLOCK_MONOTONIC while the reader holds the lock may time out, so asserting that it succeeds fails on the run where the reader locked first.
// EXPECT: error assert
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <time.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;

static void *reader(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&lock);
    pthread_rwlock_unlock(&lock);
    return NULL;
}

int main(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    t.tv_sec += 1;
    pthread_t th;
    pthread_create(&th, NULL, reader, NULL);
    int w = pthread_rwlock_clockwrlock(&lock, CLOCK_MONOTONIC, &t);
    assert(w == 0); // ERROR
    pthread_rwlock_unlock(&lock);
    pthread_join(th, NULL);
    return 0;
}
