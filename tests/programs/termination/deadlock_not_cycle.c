// Lock-order inversion: with --termination a state where both threads wait for each other's mutex is still a deadlock, not a run that never ends.
// EXPECT: error deadlock
// FLAGS: --termination
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a); // ERROR-ANY
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b); // ERROR-ANY
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    pthread_join(t, NULL); // ERROR-ANY
    return 0;
}
