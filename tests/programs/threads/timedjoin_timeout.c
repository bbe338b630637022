// pthread_timedjoin_np may time out before the thread ends: ETIMEDOUT is
// explored (a timed wait may end at any point), so code that assumes the
// join succeeded fails.
// EXPECT: error assert
// TAGS: threads join timedjoin
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <time.h>

static void *worker(void *arg) { return arg; }

int main(void) {
    pthread_t t;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += 1;
    pthread_create(&t, NULL, worker, NULL);
    int r = pthread_timedjoin_np(t, NULL, &ts);
    assert(r == 0); // ERROR
    return 0;
}
