/* Main holds the mutex for N visible steps while thread b, after a
 * visible store, reaches pthread_mutex_lock. A thread about to lock a held
 * mutex and a thread blocked after trying are one state, so each extra
 * step of main adds exactly b's two positions (not started; at the lock),
 * not three. */
#include <pthread.h>
#ifndef N
#define N 1
#endif
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x[8], g;

static void *b(void *arg) {
    (void)arg;
    g = 1;
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void) {
    pthread_t t;
    pthread_mutex_lock(&m);
    pthread_create(&t, 0, b, 0);
    for (int i = 0; i < N; i++)
        x[i] = 1;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
