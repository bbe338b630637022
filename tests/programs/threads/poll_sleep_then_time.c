// A thread polls with sleep(1) and reads the clock after the loop: the
// clock is still observed, so each sleep advances it, and the producer may
// be delayed for three polls or more, so the elapsed time may reach 3 s.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
#include <unistd.h>

static atomic_int ready;

static void *producer(void *arg) {
    (void)arg;
    atomic_store(&ready, 1);
    return NULL;
}

int main(void) {
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    while (!atomic_load(&ready))
        sleep(1);
    clock_gettime(CLOCK_MONOTONIC, &b);
    assert(b.tv_sec - a.tv_sec < 3); // ERROR
    pthread_join(t, NULL);
    return 0;
}
