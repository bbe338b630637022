// Safe twin of the rwlock partial deadlock tests: readers of the same locks in opposite orders never wait for each other, writers wait for readers that go on to finish, and a mutex and an rwlock are taken in one order, while main spins until all are done.
// EXPECT: safe
#include <pthread.h>
#include <stdatomic.h>

static pthread_rwlock_t l1 = PTHREAD_RWLOCK_INITIALIZER, l2 = PTHREAD_RWLOCK_INITIALIZER;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static atomic_int done;

static void *first(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&l1);
    pthread_rwlock_rdlock(&l2);
    pthread_rwlock_unlock(&l2);
    pthread_rwlock_unlock(&l1);
    pthread_rwlock_wrlock(&l1);
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    pthread_rwlock_unlock(&l1);
    atomic_fetch_add(&done, 1);
    return 0;
}

static void *second(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&l2);
    pthread_rwlock_rdlock(&l1);
    pthread_rwlock_unlock(&l1);
    pthread_rwlock_unlock(&l2);
    pthread_rwlock_rdlock(&l1);
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    pthread_rwlock_unlock(&l1);
    atomic_fetch_add(&done, 1);
    return 0;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, first, 0);
    pthread_create(&b, 0, second, 0);
    while (atomic_load(&done) < 2)
        ;
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
