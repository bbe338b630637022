// main calls pthread_exit: the process lives on until the last thread is
// done, so the worker still runs -- and its failing assertion is found.
// EXPECT: error assert
// TAGS: threads pthread_exit
#include <assert.h>
#include <pthread.h>

static int shared = 1;

static void *worker(void *arg) {
    (void)arg;
    shared++;
    assert(shared == 3); // ERROR
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_exit(NULL);
    return 1; /* never reached */
}
