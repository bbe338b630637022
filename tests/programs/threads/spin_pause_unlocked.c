// The twin of spin_pause_ok.c whose second thread skips the lock: a spin loop with _mm_pause does not hide the lost update.
// EXPECT: error assert
// TAGS: threads atomics spinlock
#include <assert.h>
#include <immintrin.h>
#include <pthread.h>

static int lock, counter;

static void *locked(void *arg) {
    (void)arg;
    while (__atomic_exchange_n(&lock, 1, __ATOMIC_ACQUIRE))
        _mm_pause();
    int c = counter;
    counter = c + 1;
    __atomic_store_n(&lock, 0, __ATOMIC_RELEASE);
    return 0;
}

static void *unlocked(void *arg) {
    (void)arg;
    _mm_pause();
    int c = counter;
    counter = c + 1;
    return 0;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, locked, 0);
    pthread_create(&b, 0, unlocked, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(counter == 2); // ERROR
    return 0;
}
