// A partial deadlock of writers waiting for readers: thread 2 reads l1 and wants to write l2, thread 3 reads l2 and wants to write l1 (a write lock waits until every reader unlocked), while main spins on.
// EXPECT: error deadlock
#include <pthread.h>
#include <stdatomic.h>

static pthread_rwlock_t l1 = PTHREAD_RWLOCK_INITIALIZER, l2 = PTHREAD_RWLOCK_INITIALIZER;
static atomic_int done;

static void *first(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&l1);
    pthread_rwlock_wrlock(&l2); // ERROR: held for reading by thread 3
    pthread_rwlock_unlock(&l2);
    pthread_rwlock_unlock(&l1);
    atomic_fetch_add(&done, 1);
    return 0;
}

static void *second(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&l2);
    pthread_rwlock_wrlock(&l1);
    pthread_rwlock_unlock(&l1);
    pthread_rwlock_unlock(&l2);
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
