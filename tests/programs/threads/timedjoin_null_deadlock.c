// pthread_timedjoin_np with no time (NULL, as glibc allows) waits like
// pthread_join: joining a thread that waits for a mutex main holds can never
// end, a deadlock naming the timed join.
// EXPECT: error deadlock
// TAGS: threads join timedjoin deadlock
#define _GNU_SOURCE
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
    pthread_mutex_lock(&m); // ERROR-ANY
    pthread_mutex_unlock(&m);
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_mutex_lock(&m);
    pthread_create(&t, NULL, worker, NULL);
    pthread_timedjoin_np(t, NULL, NULL); // ERROR-ANY
    pthread_mutex_unlock(&m);
    return 0;
}
