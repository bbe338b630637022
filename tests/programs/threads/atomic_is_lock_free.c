// __atomic_is_lock_free with a pointer clang cannot see the alignment of is a call to libatomic's __atomic_is_lock_free, which divm lacked ("call to undefined function"). A counter takes the atomic path only when the answer is yes, and a plain guarded one otherwise: both count to two.
// EXPECT: safe
// TAGS: threads atomics
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>

static long counter;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static bool lock_free(long *p) { return __atomic_is_lock_free(sizeof *p, p); }

static void *worker(void *arg) {
    long *c = arg;
    if (lock_free(c)) {
        __atomic_fetch_add(c, 1, __ATOMIC_SEQ_CST);
    } else {
        pthread_mutex_lock(&m);
        ++*c;
        pthread_mutex_unlock(&m);
    }
    return 0;
}

int main(void) {
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, &counter);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(counter == 2);
    char buf[16] __attribute__((aligned(8)));
    assert(__atomic_is_lock_free(4, buf + 4) && __atomic_is_lock_free(3, buf + 5));
    assert(!__atomic_is_lock_free(4, buf + 6) && !__atomic_is_lock_free(16, buf));
    return 0;
}
