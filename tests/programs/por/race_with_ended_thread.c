// Sync-point reduction: the worker's last writes come after its unlock,
// and main reads only after seeing the flag the worker set under the
// lock. In every reduced run the worker has ended by then, and main runs
// alone; the ended thread's open segment must still be checked against
// main's read, or the race (main reading between the two writes) is
// missed.
// EXPECT: error assert
// TAGS: threads por
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag, result;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    flag = 1;
    pthread_mutex_unlock(&m);
    result = 5;
    result = 6;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int seen = 0;
    while (!seen) {
        pthread_mutex_lock(&m);
        seen = flag;
        pthread_mutex_unlock(&m);
    }
    assert(result != 5); // ERROR
    pthread_join(t, NULL);
    return 0;
}
