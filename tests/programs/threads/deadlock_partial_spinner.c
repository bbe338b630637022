// A partial deadlock: two threads lock two mutexes in opposite orders and wait for each other forever, while main keeps spinning on a flag no one sets. Not every thread is blocked, yet the wait-for cycle is a deadlock.
// EXPECT: error deadlock
#include <pthread.h>
#include <stdatomic.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
static atomic_int done;

static void *ab(void *arg) {
    (void)arg;
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b); // ERROR-ANY
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    atomic_fetch_add(&done, 1);
    return 0;
}

static void *ba(void *arg) {
    (void)arg;
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a); // ERROR-ANY
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    atomic_fetch_add(&done, 1);
    return 0;
}

int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, 0, ab, 0);
    pthread_create(&t2, 0, ba, 0);
    while (atomic_load(&done) < 2)
        ;
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
