// An error-checking mutex reports a relock by its owner with EDEADLK
// instead of deadlocking; the mutex stays locked once.
// EXPECT: safe
// TAGS: threads mutex errorcheck
#include <assert.h>
#include <errno.h>
#include <pthread.h>

int main(void) {
    pthread_mutexattr_t a;
    pthread_mutex_t m;
    pthread_mutexattr_init(&a);
    assert(pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK) == 0);
    int type = -1;
    pthread_mutexattr_gettype(&a, &type);
    assert(type == PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutex_init(&m, &a);
    assert(pthread_mutex_lock(&m) == 0);
    assert(pthread_mutex_lock(&m) == EDEADLK);
    assert(pthread_mutex_unlock(&m) == 0);
    assert(pthread_mutex_unlock(&m) == EPERM);
    pthread_mutex_destroy(&m);
    return 0;
}
