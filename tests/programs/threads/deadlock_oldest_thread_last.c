// A deadlock found on the last choice of a state: main waits to join a
// thread that waits for a mutex main never releases; every other choice of
// that state is cancelled, and the last one reports the deadlock.
// EXPECT: error deadlock
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m); // ERROR-ANY
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void) {
    pthread_t t;
    pthread_mutex_lock(&m);
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0); // ERROR-ANY
    return 0;
}
