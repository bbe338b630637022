// main calls pthread_exit while a worker is still running: this is not an
// exit of the process and not a deadlock; the worker finishes, and the
// process then exits with status 0 (never the 1 of main's dead return).
// EXPECT: safe
// TAGS: threads pthread_exit
#include <assert.h>
#include <pthread.h>

static int shared;

static void *worker(void *arg) {
    shared += *(int *)arg;
    assert(shared == 7);
    return NULL;
}

int main(void) {
    static int seven = 7;
    pthread_t t;
    pthread_create(&t, NULL, worker, &seven);
    pthread_exit(NULL);
    return 1;
}
