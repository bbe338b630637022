// pthread spinlocks protect a two-field update; trylock returns EBUSY while
// the lock is held by the other thread.
// EXPECT: safe
// TAGS: threads spinlock
#include <assert.h>
#include <errno.h>
#include <pthread.h>

static pthread_spinlock_t spin;
static int a, b;

static void *worker(void *arg) {
    (void)arg;
    pthread_spin_lock(&spin);
    a++;
    b++;
    assert(a == b);
    pthread_spin_unlock(&spin);
    return NULL;
}

int main(void) {
    pthread_t t;
    assert(pthread_spin_init(&spin, PTHREAD_PROCESS_PRIVATE) == 0);
    pthread_create(&t, NULL, worker, NULL);
    int r = pthread_spin_trylock(&spin);
    assert(r == 0 || r == EBUSY);
    if (r == EBUSY)
        pthread_spin_lock(&spin);
    a += 10;
    b += 10;
    pthread_spin_unlock(&spin);
    pthread_join(t, NULL);
    assert(a == 11 && b == 11);
    assert(pthread_spin_destroy(&spin) == 0);
    return 0;
}
