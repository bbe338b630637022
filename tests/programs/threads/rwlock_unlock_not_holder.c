// A worker releases a rwlock it never acquired while main holds it for
// reading; POSIX leaves unlocking a rwlock not held by the caller
// undefined: pthread misuse (it would silently drop main's read lock).
// EXPECT: error pthread
// TAGS: threads rwlock misuse
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;

static void *worker(void *arg) {
    (void)arg;
    pthread_rwlock_unlock(&lock); // ERROR
    return NULL;
}

int main(void) {
    pthread_rwlock_rdlock(&lock);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    pthread_rwlock_unlock(&lock);
    return 0;
}
