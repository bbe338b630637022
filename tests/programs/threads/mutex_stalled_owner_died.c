// The same worker dies holding a mutex that is not robust (PTHREAD_MUTEX_STALLED, the default): main's lock waits forever (a deadlock).
// EXPECT: error deadlock
// TAGS: threads mutex robust deadlock
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    pthread_mutex_lock(&m); // ERROR
    pthread_mutex_unlock(&m);
    return 0;
}
