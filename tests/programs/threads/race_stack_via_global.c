// main's local counter is published to a worker through a global pointer
// (not as the thread argument); both do an unlocked read-modify-write on
// it, so one increment can be lost.
// EXPECT: error assert
// TAGS: threads race stack
#include <assert.h>
#include <pthread.h>

static int *shared_counter;

static void *worker(void *arg) {
    (void)arg;
    int v = *shared_counter;
    *shared_counter = v + 1;
    return NULL;
}

int main(void) {
    int counter = 0;
    shared_counter = &counter;
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int v = counter;
    counter = v + 1;
    pthread_join(t, NULL);
    assert(counter == 2); // ERROR
    return 0;
}
