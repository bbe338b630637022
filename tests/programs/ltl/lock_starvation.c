// Weak fairness admits starvation on a lock: the worker retakes the mutex until main has had it, and main may be blocked each time it is scheduled; so main's request (label want) need never be served (label crit).
// EXPECT: error ltl
// FLAGS: --ltl G(label:want->F(label:crit))
#include <divm.h>
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
    divm_label("want");
    pthread_mutex_lock(&m); // ERROR-ANY
    divm_label("crit");
    atomic_store(&taken, 1);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
