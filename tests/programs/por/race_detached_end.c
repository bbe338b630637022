// Sync-point reduction: a detached thread writes after its last
// synchronisation and ends. Its end must not close its open segment in the
// same step as the writes, or main's unsynchronised read would never
// conflict with them (the detached thread's end is a visible action).
// EXPECT: error assert
// TAGS: threads por
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x, started;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    started = 1;
    pthread_mutex_unlock(&m);
    x = 1;
    x = 2;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_attr_t at;
    pthread_attr_init(&at);
    pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
    pthread_create(&t, &at, worker, NULL);
    int go = 0;
    while (!go) {
        pthread_mutex_lock(&m);
        go = started;
        pthread_mutex_unlock(&m);
    }
    assert(x != 1); // ERROR
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}
