// The twin of cancel_cleanup_runs.c whose worker pops its handler (without running it) before the cancellation point: on cancellation no handler runs, and main's check that one ran fails.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>

static int cleaned;

static void cleanup(void *arg) { (void)arg; cleaned = 1; }

static void *worker(void *arg) {
    (void)arg;
    pthread_cleanup_push(cleanup, NULL);
    pthread_cleanup_pop(0);
    for (;;)
        pthread_testcancel();
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_cancel(t);
    void *ret;
    pthread_join(t, &ret);
    assert(ret == PTHREAD_CANCELED);
    assert(cleaned); // ERROR
    return 0;
}
