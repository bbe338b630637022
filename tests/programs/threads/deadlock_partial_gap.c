// A partial deadlock between threads 2 and 4 while thread 5 spins: thread 3,
// between them, has ended and been joined, so the live threads' ids have a
// gap (the cycle check finds a holder past the gap).
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

static void *nothing(void *arg) { return arg; }

static void *spin(void *arg) {
    (void)arg;
    while (atomic_load(&done) < 2)
        ;
    return 0;
}

int main(void) {
    pthread_t t1, gap, t2, s;
    pthread_create(&t1, 0, ab, 0);
    pthread_create(&gap, 0, nothing, 0);
    pthread_join(gap, 0);
    pthread_create(&t2, 0, ba, 0);
    pthread_create(&s, 0, spin, 0);
    pthread_join(s, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
