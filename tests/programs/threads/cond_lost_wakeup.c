// Lost wake-up: the waiter waits without checking any predicate, so when the
// signal comes first nobody ever wakes it (no spurious wake-ups): deadlock.
// EXPECT: error deadlock
// TAGS: threads condvar deadlock
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;

static void *notifier(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, notifier, NULL);
    pthread_mutex_lock(&m);
    pthread_cond_wait(&cv, &m); // ERROR
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
