// Only a thread started after the polling loop reads the clock: its start
// routine is called through a pointer, so the clock stays observed during
// the loop, the sleeps advance it, and the late reader sees 3 s or more.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
#include <unistd.h>

static atomic_int ready;
static struct timespec start;

static void *producer(void *arg) {
    (void)arg;
    atomic_store(&ready, 1);
    return NULL;
}

static void *reader(void *arg) {
    (void)arg;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    assert(now.tv_sec - start.tv_sec < 3); // ERROR
    return NULL;
}

int main(void) {
    clock_gettime(CLOCK_MONOTONIC, &start);
    pthread_t t, r;
    pthread_create(&t, NULL, producer, NULL);
    while (!atomic_load(&ready))
        sleep(1);
    pthread_create(&r, NULL, reader, NULL);
    pthread_join(r, NULL);
    pthread_join(t, NULL);
    return 0;
}
