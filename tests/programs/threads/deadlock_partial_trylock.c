// A partial deadlock whose first thread took its mutex with pthread_mutex_trylock: thread 2 holds m1 (trylock) and wants m2, thread 3 holds m2 and wants m1, while main spins on. A mutex taken by trylock counts as held.
// EXPECT: error deadlock
#include <pthread.h>
#include <stdatomic.h>

static pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
static atomic_int done;

static void *first(void *arg) {
    (void)arg;
    while (pthread_mutex_trylock(&m1) != 0)
        ;
    pthread_mutex_lock(&m2); // ERROR: a cycle of threads waiting
    pthread_mutex_unlock(&m2);
    pthread_mutex_unlock(&m1);
    atomic_fetch_add(&done, 1);
    return 0;
}

static void *second(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m2);
    pthread_mutex_lock(&m1);
    pthread_mutex_unlock(&m1);
    pthread_mutex_unlock(&m2);
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
