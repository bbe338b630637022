// A partial deadlock whose first thread holds its mutex again after a condition wait: thread 2 waits on a condition (releasing m1), thread 3 takes m2 and m1, signals, then relocks m1 after thread 2 has it back, while thread 2 wants m2; main spins on. The mutex a condition wait takes back counts as held by its thread.
// EXPECT: error deadlock
#include <pthread.h>
#include <stdatomic.h>

static pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static atomic_int started, done;
static int go;

static void *first(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m1);
    atomic_store(&started, 1);
    while (!go)
        pthread_cond_wait(&c, &m1);
    pthread_mutex_lock(&m2); // ERROR: a cycle of threads waiting
    pthread_mutex_unlock(&m2);
    pthread_mutex_unlock(&m1);
    atomic_fetch_add(&done, 1);
    return 0;
}

static void *second(void *arg) {
    (void)arg;
    while (!atomic_load(&started))
        ;
    pthread_mutex_lock(&m2);
    pthread_mutex_lock(&m1); /* free only while the first thread waits */
    go = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m1);
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
