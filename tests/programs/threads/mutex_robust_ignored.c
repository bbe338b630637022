// A worker dies holding a robust mutex; main assumes pthread_mutex_lock returns 0, but it returns EOWNERDEAD (the protected counter may be half updated).
// EXPECT: error assert
// TAGS: threads mutex robust
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m;
static int count;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    count++;
    if (count == 1)
        pthread_exit(NULL); /* leaves with the mutex held */
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST);
    pthread_mutex_init(&m, &a);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    int r = pthread_mutex_lock(&m);
    assert(r == 0); // ERROR
    count++;
    pthread_mutex_unlock(&m);
    return 0;
}
