/* lock_restart.c -- two threads take two mutexes in opposite orders
 * (deadlock). A lock call whose try fires an interrupt restarts: the
 * thread waits before the call, not inside it, so neither waiting thread
 * has a frame of pthread_mutex_lock. */
#include <pthread.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;

static void take(pthread_mutex_t *first, pthread_mutex_t *second) {
    pthread_mutex_lock(first);
    pthread_mutex_lock(second); /* the second lock */
    pthread_mutex_unlock(second);
    pthread_mutex_unlock(first);
}

static void *other(void *arg) {
    (void)arg;
    take(&a, &b);
    return 0;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, other, 0);
    take(&b, &a);
    pthread_join(t, 0);
    return 0;
}
