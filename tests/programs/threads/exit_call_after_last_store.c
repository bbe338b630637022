// As exit_after_last_store.c, but main ends with exit(0) after local work
// and no return: the process's end is still a point where the worker runs.
// EXPECT: error assert
// TAGS: threads exit
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static int published;

static void *watcher(void *arg) {
    (void)arg;
    int seen = published;
    if (seen == 1)
        assert(0); // ERROR
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, watcher, NULL);
    int local = 5;
    published = 1;
    local *= 3;
    exit(local - 15);
}
