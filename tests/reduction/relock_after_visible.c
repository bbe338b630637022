/* Relocking a mutex right after a visible action (so the interrupt fires
 * at the relock): a recursive mutex counts up, an error-checking one
 * returns EDEADLK, a normal one deadlocks (-DNORMAL). The waiter marking
 * must not turn the first two into deadlocks. */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
static pthread_mutex_t m;
static int g;

static void *other(void *arg) {
    (void)arg;
    g = 2;
    return 0;
}

int main(void) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
#if defined(NORMAL)
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_NORMAL);
#elif defined(ERRORCHECK)
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
#else
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
#endif
    pthread_mutex_init(&m, &a);
    pthread_t t;
    pthread_create(&t, 0, other, 0);
    pthread_mutex_lock(&m);
    g = 1;
    int r = pthread_mutex_lock(&m);
#ifdef ERRORCHECK
    assert(r == EDEADLK);
#else
    assert(r == 0);
    pthread_mutex_unlock(&m);
#endif
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
