// Destroying a mutex while it is locked is undefined in POSIX: pthread
// misuse (the lock was forgotten on one path).
// EXPECT: error pthread
// TAGS: threads mutex misuse
#include <pthread.h>

static int process(pthread_mutex_t *m, int v) {
    pthread_mutex_lock(m);
    if (v > 2)
        return -1; /* forgets to unlock */
    pthread_mutex_unlock(m);
    return 0;
}

int main(void) {
    pthread_mutex_t m;
    pthread_mutex_init(&m, NULL);
    process(&m, 1);
    process(&m, 5);
    pthread_mutex_destroy(&m); // ERROR
    return 0;
}
