// Unlocking a spinlock that the calling thread does not hold is undefined
// in POSIX: pthread misuse (the worker releases main's lock).
// EXPECT: error pthread
// TAGS: threads spinlock misuse
#include <pthread.h>

static pthread_spinlock_t spin;

static void *worker(void *arg) {
    (void)arg;
    pthread_spin_unlock(&spin); // ERROR
    return NULL;
}

int main(void) {
    pthread_spin_init(&spin, PTHREAD_PROCESS_PRIVATE);
    pthread_spin_lock(&spin);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    pthread_spin_unlock(&spin);
    return 0;
}
