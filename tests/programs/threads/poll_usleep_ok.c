// A thread polls a flag with usleep until another sets it (after seeding
// rand from time()): once nothing can read the clock again, a sleep does
// not advance it, so the polling loop comes back to the state it left and
// the search ends (before, the clock made every turn a new state and the
// check ran out of time).
// EXPECT: safe
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static atomic_int ready;
static int data;

static void *producer(void *arg) {
    (void)arg;
    data = rand() % 2 + 42;
    atomic_store(&ready, 1);
    return NULL;
}

int main(void) {
    srand((unsigned)time(NULL));
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    while (!atomic_load(&ready))
        usleep(100);
    assert(data == 42 || data == 43);
    pthread_join(t, NULL);
    return 0;
}
