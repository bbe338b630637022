// A test-and-set lock whose spin loop waits with _mm_pause (llvm.x86.sse2.pause) and fences with _mm_mfence: both are hints with nothing to do under sequential consistency; divm stopped at "intrinsic llvm.x86.sse2.pause (not implemented by divm)". The lock orders the increments.
// EXPECT: safe
// TAGS: threads atomics spinlock
#include <assert.h>
#include <immintrin.h>
#include <pthread.h>

static int lock, counter;

static void *worker(void *arg) {
    (void)arg;
    while (__atomic_exchange_n(&lock, 1, __ATOMIC_ACQUIRE))
        _mm_pause();
    counter++;
    _mm_mfence();
    __atomic_store_n(&lock, 0, __ATOMIC_RELEASE);
    return 0;
}

int main(void) {
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(counter == 2);
    return 0;
}
