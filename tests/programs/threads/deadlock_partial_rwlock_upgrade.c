// A thread that holds an rwlock for reading and asks to write it waits for itself forever (a cycle of one), while main spins on: a partial deadlock of the last thread of the table.
// EXPECT: error deadlock
#include <pthread.h>
#include <stdatomic.h>

static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static atomic_int done;

static void *upgrader(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&l);
    pthread_rwlock_wrlock(&l); // ERROR: held for reading by thread 2
    pthread_rwlock_unlock(&l);
    atomic_fetch_add(&done, 1);
    return 0;
}

int main(void) {
    pthread_t a;
    pthread_create(&a, 0, upgrader, 0);
    while (atomic_load(&done) < 1)
        ;
    pthread_join(a, 0);
    return 0;
}
