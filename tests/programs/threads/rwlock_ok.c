// A writer updates a pair of values under the write lock; two readers check
// under read locks that they never see a half-written pair.
// EXPECT: safe
// TAGS: threads rwlock
#include <assert.h>
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int lo = 0, hi = 10;

static void *reader(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&lock);
    assert(hi - lo == 10);
    pthread_rwlock_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, reader, NULL);
    pthread_create(&b, NULL, reader, NULL);
    pthread_rwlock_wrlock(&lock);
    lo = lo + 5;
    hi = hi + 5;
    pthread_rwlock_unlock(&lock);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    pthread_rwlock_destroy(&lock);
    return 0;
}
