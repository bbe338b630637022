// pthread_cond_wait called without holding the (normal) mutex: POSIX makes
// it undefined for a mutex the caller does not own: pthread misuse.
// EXPECT: error pthread
// TAGS: threads condvar misuse
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int ready;

static void *setter(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, setter, NULL);
    while (!ready)
        pthread_cond_wait(&cv, &m); // ERROR
    pthread_join(t, NULL);
    return 0;
}
