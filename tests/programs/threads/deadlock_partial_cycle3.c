// A cycle of three threads over three mutexes (each holds one and wants the next), while main polls with trylock and never blocks: a deadlock of the three, reported although main runs on.
// EXPECT: error deadlock
#include <pthread.h>

static pthread_mutex_t m[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};

static void *worker(void *arg) {
    int i = (int)(long)arg;
    pthread_mutex_lock(&m[i]);
    pthread_mutex_lock(&m[(i + 1) % 3]); // ERROR-ANY
    pthread_mutex_unlock(&m[(i + 1) % 3]);
    pthread_mutex_unlock(&m[i]);
    return 0;
}

int main(void) {
    pthread_t t[3];
    for (long i = 0; i < 3; i++)
        pthread_create(&t[i], 0, worker, (void *)i);
    for (;;) {
        if (pthread_mutex_trylock(&m[0]) == 0) {
            pthread_mutex_unlock(&m[0]);
            break;
        }
    }
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], 0);
    return 0;
}
