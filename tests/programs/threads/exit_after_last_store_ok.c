// The safe twin of exit_after_last_store.c: main joins the worker before
// its store, so no run lets the worker see it.
// EXPECT: safe
// TAGS: threads exit
#include <assert.h>
#include <pthread.h>

static int published;

static void *watcher(void *arg) {
    (void)arg;
    if (published == 1)
        assert(0);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, watcher, NULL);
    pthread_join(t, NULL);
    published = 1;
    return 0;
}
