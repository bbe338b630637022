// Relocking a normal (default) mutex the thread already holds: a helper
// called with the lock held takes it again and blocks forever.
// EXPECT: error deadlock
// TAGS: threads mutex deadlock
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int log_len;

static void append_log(void) {
    pthread_mutex_lock(&m); // ERROR
    log_len++;
    pthread_mutex_unlock(&m);
}

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    append_log();
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return 0;
}
