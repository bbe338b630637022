// A partial deadlock through an rwlock and a mutex: thread 2 holds the rwlock for writing and wants the mutex, thread 3 holds the mutex and wants the rwlock for reading (a reader waits for the writer), while main spins on.
// EXPECT: error deadlock
#include <pthread.h>
#include <stdatomic.h>

static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static atomic_int done;

static void *writer(void *arg) {
    (void)arg;
    pthread_rwlock_wrlock(&l);
    pthread_mutex_lock(&m); // ERROR: held by thread 3 (a cycle of threads waiting for each other's locks)
    pthread_mutex_unlock(&m);
    pthread_rwlock_unlock(&l);
    atomic_fetch_add(&done, 1);
    return 0;
}

static void *reader(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_rwlock_rdlock(&l);
    pthread_rwlock_unlock(&l);
    pthread_mutex_unlock(&m);
    atomic_fetch_add(&done, 1);
    return 0;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, writer, 0);
    pthread_create(&b, 0, reader, 0);
    while (atomic_load(&done) < 2)
        ;
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
