// An atexit handler's store is followed by the process's end: the worker
// may run between the two and see it.
// EXPECT: error assert
// TAGS: threads exit
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static int closing;

static void *watcher(void *arg) {
    (void)arg;
    if (closing)
        assert(0); // ERROR
    return NULL;
}

static void on_exit_handler(void) { closing = 1; }

int main(void) {
    pthread_t t;
    atexit(on_exit_handler);
    pthread_create(&t, NULL, watcher, NULL);
    return 0;
}
