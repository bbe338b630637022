// pthread_cond_wait on a robust mutex takes the mutex back on waking: when the thread that signalled ends holding the mutex, the waiter's pthread_cond_wait returns EOWNERDEAD (with the mutex held), as glibc's does.
// EXPECT: safe
// TAGS: threads mutex robust condvar
#include <assert.h>
#include <errno.h>
#include <pthread.h>

static pthread_mutex_t m;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready;

static void *signals_and_dies(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&c);
    return NULL; /* ends holding m */
}

int main(void) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST);
    pthread_mutex_init(&m, &a);
    assert(pthread_mutex_lock(&m) == 0);
    pthread_t t;
    pthread_create(&t, NULL, signals_and_dies, NULL);
    int r = 0;
    while (!ready && r == 0) /* it can take m back only once the other thread ended */
        r = pthread_cond_wait(&c, &m);
    assert(r == EOWNERDEAD);
    assert(ready == 1);
    assert(pthread_mutex_consistent(&m) == 0);
    assert(pthread_mutex_unlock(&m) == 0);
    pthread_join(t, NULL);
    return 0;
}
