// A partial deadlock of three threads through a mutex, a read lock and a write lock: thread 2 holds m1 and wants to write l, which thread 3 reads while it wants m2, which thread 4 holds while it wants m1; another reader of l (thread 5) finishes, and main spins on.
// EXPECT: error deadlock
#include <pthread.h>
#include <stdatomic.h>

static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
static atomic_int done;

static void *a(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m1);
    pthread_rwlock_wrlock(&l); // ERROR: held for reading by thread 3
    pthread_rwlock_unlock(&l);
    pthread_mutex_unlock(&m1);
    atomic_fetch_add(&done, 1);
    return 0;
}

static void *b(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&l);
    pthread_mutex_lock(&m2);
    pthread_mutex_unlock(&m2);
    pthread_rwlock_unlock(&l);
    atomic_fetch_add(&done, 1);
    return 0;
}

static void *c(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m2);
    pthread_mutex_lock(&m1);
    pthread_mutex_unlock(&m1);
    pthread_mutex_unlock(&m2);
    atomic_fetch_add(&done, 1);
    return 0;
}

static void *d(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&l);
    pthread_rwlock_unlock(&l);
    atomic_fetch_add(&done, 1);
    return 0;
}

int main(void) {
    pthread_t t[4];
    pthread_create(&t[0], 0, a, 0);
    pthread_create(&t[1], 0, b, 0);
    pthread_create(&t[2], 0, c, 0);
    pthread_create(&t[3], 0, d, 0);
    while (atomic_load(&done) < 4)
        ;
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], 0);
    return 0;
}
