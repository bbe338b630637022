// Readers share, a writer excludes: while main holds a read lock another
// thread's tryrdlock succeeds and trywrlock fails with EBUSY; while main
// holds the write lock both try operations fail with EBUSY.
// EXPECT: safe
// TAGS: threads rwlock trylock
#include <assert.h>
#include <errno.h>
#include <pthread.h>

static pthread_rwlock_t lock;

static void *probe_read_held(void *arg) {
    (void)arg;
    assert(pthread_rwlock_tryrdlock(&lock) == 0);
    assert(pthread_rwlock_trywrlock(&lock) == EBUSY);
    assert(pthread_rwlock_unlock(&lock) == 0);
    return NULL;
}

static void *probe_write_held(void *arg) {
    (void)arg;
    assert(pthread_rwlock_tryrdlock(&lock) == EBUSY);
    assert(pthread_rwlock_trywrlock(&lock) == EBUSY);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_rwlock_init(&lock, NULL);
    assert(pthread_rwlock_rdlock(&lock) == 0);
    pthread_create(&t, NULL, probe_read_held, NULL);
    pthread_join(t, NULL);
    assert(pthread_rwlock_unlock(&lock) == 0);
    assert(pthread_rwlock_wrlock(&lock) == 0);
    pthread_create(&t, NULL, probe_write_held, NULL);
    pthread_join(t, NULL);
    assert(pthread_rwlock_unlock(&lock) == 0);
    assert(pthread_rwlock_trywrlock(&lock) == 0);
    assert(pthread_rwlock_unlock(&lock) == 0);
    assert(pthread_rwlock_destroy(&lock) == 0);
    return 0;
}
