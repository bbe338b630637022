// Safe twin of the partial deadlock tests: both threads take the two mutexes in the same order (a before b), while main spins until they are done; threads blocked on a held mutex without a cycle are no deadlock.
// EXPECT: safe
#include <pthread.h>
#include <stdatomic.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
static atomic_int done;
static int shared;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b);
    shared++;
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    atomic_fetch_add(&done, 1);
    return 0;
}

int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    while (atomic_load(&done) < 2)
        ;
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return shared == 2 ? 0 : 1;
}
