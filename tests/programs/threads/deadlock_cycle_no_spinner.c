// The classic lock-order deadlock with no third thread: main joins, so every thread blocks (still a deadlock, found either as the cycle or as all threads blocked).
// EXPECT: error deadlock
#include <pthread.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;

static void *ab(void *arg) {
    (void)arg;
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b); // ERROR-ANY
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    return 0;
}

static void *ba(void *arg) {
    (void)arg;
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a); // ERROR-ANY
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    return 0;
}

int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, 0, ab, 0);
    pthread_create(&t2, 0, ba, 0);
    pthread_join(t1, 0); // ERROR-ANY
    pthread_join(t2, 0); // ERROR-ANY
    return 0;
}
