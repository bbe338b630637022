// Twin of start_routine_no_params_ok.c without the mutex: a `void *worker()`
// start routine runs, and the unprotected increments lose an update.
// EXPECT: error assert
// TAGS: threads
#include <assert.h>
#include <pthread.h>

static int counter = 0;

void *worker() {
    int seen = counter;
    counter = seen + 1;
    return NULL;
}

int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    assert(counter == 2); // ERROR
    return 0;
}
