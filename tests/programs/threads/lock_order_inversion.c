// Lock-order inversion: a transfer takes the two account locks in argument
// order, and the two transfers go in opposite directions; each thread can
// hold one lock and wait for the other.
// EXPECT: error deadlock
// TAGS: threads mutex deadlock
#include <pthread.h>

struct account { pthread_mutex_t lock; int balance; };
static struct account acc[2] = {
    { PTHREAD_MUTEX_INITIALIZER, 50 },
    { PTHREAD_MUTEX_INITIALIZER, 50 },
};

static void transfer(struct account *from, struct account *to, int amount) {
    pthread_mutex_lock(&from->lock);
    pthread_mutex_lock(&to->lock); // ERROR-ANY
    from->balance -= amount;
    to->balance += amount;
    pthread_mutex_unlock(&to->lock);
    pthread_mutex_unlock(&from->lock);
}

static void *worker(void *arg) {
    (void)arg;
    transfer(&acc[1], &acc[0], 5);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    transfer(&acc[0], &acc[1], 10);
    pthread_join(t, NULL);
    return 0;
}
