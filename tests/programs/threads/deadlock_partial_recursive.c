// A partial deadlock whose first thread still holds a recursive mutex it locked twice and unlocked once: thread 2 holds m1 and wants m2, thread 3 holds m2 and wants m1, while main spins on. A recursive mutex stays held until its last unlock.
// EXPECT: error deadlock
#include <pthread.h>
#include <stdatomic.h>

static pthread_mutex_t m1, m2 = PTHREAD_MUTEX_INITIALIZER;
static atomic_int done;

static void *first(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m1);
    pthread_mutex_lock(&m1);
    pthread_mutex_unlock(&m1);
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
    pthread_mutexattr_t attr;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&m1, &attr);
    pthread_t a, b;
    pthread_create(&a, 0, first, 0);
    pthread_create(&b, 0, second, 0);
    while (atomic_load(&done) < 2)
        ;
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
