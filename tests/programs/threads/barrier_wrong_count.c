// The barrier is initialised for three threads but only two ever arrive:
// both wait forever.
// EXPECT: error deadlock
// TAGS: threads barrier deadlock
#include <pthread.h>

static pthread_barrier_t bar;

static void *worker(void *arg) {
    (void)arg;
    pthread_barrier_wait(&bar); // ERROR-ANY
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_barrier_init(&bar, NULL, 3);
    pthread_create(&t, NULL, worker, NULL);
    pthread_barrier_wait(&bar); // ERROR-ANY
    pthread_join(t, NULL);
    return 0;
}
