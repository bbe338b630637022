/* A writer asks for the read lock (or the write lock again) right after a
 * visible action, so the interrupt fires at the try: it must get EDEADLK,
 * as without the interrupt. */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static int g;

static void *other(void *arg) {
    (void)arg;
    g = 2;
    return 0;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, other, 0);
    pthread_rwlock_wrlock(&l);
    g = 1;
    assert(pthread_rwlock_rdlock(&l) == EDEADLK);
    g = 3;
    assert(pthread_rwlock_wrlock(&l) == EDEADLK);
    pthread_rwlock_unlock(&l);
    pthread_join(t, 0);
    return 0;
}
