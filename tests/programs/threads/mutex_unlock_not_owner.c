// A worker unlocks a normal mutex that main holds; POSIX leaves unlocking a
// mutex owned by another thread undefined: pthread misuse.
// EXPECT: error pthread
// TAGS: threads mutex misuse
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_unlock(&m); // ERROR
    return NULL;
}

int main(void) {
    pthread_mutex_lock(&m);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return 0;
}
