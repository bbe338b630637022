// Weak fairness only: the worker relocks the mutex until main has taken it once, and main may be blocked on the lock each time it is scheduled; main is not enabled in every state of that cycle, so weak fairness admits the run where it starves.
// EXPECT: error nontermination
// FLAGS: --termination
#include <pthread.h>
#include <stdatomic.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
atomic_int taken;

static void *worker(void *arg) {
    (void)arg;
    while (!atomic_load(&taken)) { // ERROR-ANY
        pthread_mutex_lock(&m); // ERROR-ANY
        pthread_mutex_unlock(&m); // ERROR-ANY
    }
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&m); // ERROR-ANY
    atomic_store(&taken, 1);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
