// A deadlock report names a lock on the stack by the function whose local variable it is: main holds a mutex of its own frame and joins the thread it gave the mutex to.
// EXPECT: error deadlock
#include <pthread.h>

static void *worker(void *arg) {
    pthread_mutex_t *m = arg;
    pthread_mutex_lock(m); // ERROR: blocked in pthread_mutex_lock on a local variable of `main`, held by thread 1
    pthread_mutex_unlock(m);
    return 0;
}

int main(void) {
    pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&m);
    pthread_t t;
    pthread_create(&t, 0, worker, &m);
    pthread_join(t, 0);
    pthread_mutex_unlock(&m);
    return 0;
}
