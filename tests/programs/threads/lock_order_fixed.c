// The fix of lock_order_inversion.c: locks are always taken in address
// order, whichever direction the transfer goes; no deadlock, money is kept.
// EXPECT: safe
// TAGS: threads mutex
#include <assert.h>
#include <pthread.h>

struct account { pthread_mutex_t lock; int balance; };
static struct account acc[2] = {
    { PTHREAD_MUTEX_INITIALIZER, 50 },
    { PTHREAD_MUTEX_INITIALIZER, 50 },
};

static void transfer(struct account *from, struct account *to, int amount) {
    struct account *first = from < to ? from : to;
    struct account *second = from < to ? to : from;
    pthread_mutex_lock(&first->lock);
    pthread_mutex_lock(&second->lock);
    from->balance -= amount;
    to->balance += amount;
    pthread_mutex_unlock(&second->lock);
    pthread_mutex_unlock(&first->lock);
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
    assert(acc[0].balance == 45 && acc[1].balance == 55);
    return 0;
}
