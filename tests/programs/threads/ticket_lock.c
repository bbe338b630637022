// A ticket lock built from __atomic_fetch_add: threads enter the critical
// section in ticket order, one at a time.
// EXPECT: safe
// TAGS: threads atomics spinlock
#include <assert.h>
#include <pthread.h>

static unsigned next_ticket, now_serving;
static int in_cs;

static void lock(void) {
    unsigned my = __atomic_fetch_add(&next_ticket, 1, __ATOMIC_SEQ_CST);
    while (__atomic_load_n(&now_serving, __ATOMIC_SEQ_CST) != my)
        ;
}

static void unlock(void) {
    __atomic_fetch_add(&now_serving, 1, __ATOMIC_SEQ_CST);
}

static void *worker(void *arg) {
    (void)arg;
    lock();
    in_cs++;
    assert(in_cs == 1);
    in_cs--;
    unlock();
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(now_serving == 2);
    return 0;
}
