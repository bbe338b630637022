// main's last store and its return run in one edge unless ending the
// process is a visible action: the worker must be able to run in between,
// see the store and fail its assertion (a false `safe` before the fix).
// EXPECT: error assert
// TAGS: threads exit
#include <assert.h>
#include <pthread.h>

static int published;

static void *watcher(void *arg) {
    (void)arg;
    if (published == 1)
        assert(0); // ERROR
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, watcher, NULL);
    published = 1;
    return 0;
}
