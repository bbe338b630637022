// The polling loop of poll_usleep_ok.c with the producer's bug: it sets the
// flag before it writes the data, so the poller may read the data before
// it is written. The clock stops advancing in the loop (nothing reads it
// again), and that must lose no interleaving: the error is found.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
#include <unistd.h>

static atomic_int ready;
static atomic_int data;

static void *producer(void *arg) {
    (void)arg;
    atomic_store(&ready, 1);
    atomic_store(&data, 42);
    return NULL;
}

int main(void) {
    time_t start = time(NULL);
    (void)start;
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    while (!atomic_load(&ready))
        usleep(100);
    assert(atomic_load(&data) == 42); // ERROR
    pthread_join(t, NULL);
    return 0;
}
