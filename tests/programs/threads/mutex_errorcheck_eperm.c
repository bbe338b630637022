// An error-checking mutex held by main: a worker's unlock is refused with
// EPERM (it is not the owner) and leaves the mutex locked (trylock: EBUSY).
// EXPECT: safe
// TAGS: threads mutex errorcheck
#include <assert.h>
#include <errno.h>
#include <pthread.h>

static pthread_mutex_t m;

static void *worker(void *arg) {
    (void)arg;
    assert(pthread_mutex_unlock(&m) == EPERM);
    assert(pthread_mutex_trylock(&m) == EBUSY);
    return NULL;
}

int main(void) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutex_init(&m, &a);
    pthread_mutex_lock(&m);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    assert(pthread_mutex_unlock(&m) == 0);
    return 0;
}
