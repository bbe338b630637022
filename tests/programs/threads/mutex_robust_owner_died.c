// A robust mutex whose owner thread ends holding it: a thread blocked on it is woken and gets it with EOWNERDEAD, makes it consistent, and it works again; one unlocked without pthread_mutex_consistent can never be locked again (ENOTRECOVERABLE), as POSIX and glibc say.
// EXPECT: safe
// TAGS: threads mutex robust
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>

static pthread_mutex_t m, n;
static sem_t locked;
static int shared;

static void *dies_holding(void *arg) {
    pthread_mutex_lock(arg);
    shared = 1;
    sem_post(&locked);
    return NULL; /* ends without unlocking */
}

static void *waiter(void *arg) {
    (void)arg;
    int r = pthread_mutex_lock(&m); /* blocks while the other thread lives */
    assert(r == EOWNERDEAD);
    assert(shared == 1);
    assert(pthread_mutex_consistent(&m) == 0);
    shared = 2;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST);
    pthread_mutex_init(&m, &a);
    pthread_mutex_init(&n, &a);

    sem_init(&locked, 0, 0);
    pthread_t d, w;
    pthread_create(&d, NULL, dies_holding, &m);
    sem_wait(&locked);
    pthread_create(&w, NULL, waiter, NULL);
    pthread_join(d, NULL);
    pthread_join(w, NULL);
    assert(pthread_mutex_lock(&m) == 0);
    assert(shared == 2);
    assert(pthread_mutex_consistent(&m) == EINVAL); /* consistent already */
    pthread_mutex_unlock(&m);
    assert(pthread_mutex_trylock(&m) == 0);
    pthread_mutex_unlock(&m);

    pthread_create(&d, NULL, dies_holding, &n);
    pthread_join(d, NULL);
    sem_wait(&locked);
    assert(pthread_mutex_trylock(&n) == EOWNERDEAD);
    pthread_mutex_unlock(&n); /* without pthread_mutex_consistent */
    assert(pthread_mutex_lock(&n) == ENOTRECOVERABLE);
    assert(pthread_mutex_trylock(&n) == ENOTRECOVERABLE);
    return 0;
}
