// Two updaters both modify shared data while holding only the read lock,
// which does not exclude each other: an increment can be lost.
// EXPECT: error assert
// TAGS: threads rwlock race
#include <assert.h>
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int hits;

static void *updater(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&lock);
    int h = hits;
    hits = h + 1;
    pthread_rwlock_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, updater, NULL);
    pthread_create(&b, NULL, updater, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    pthread_rwlock_rdlock(&lock);
    assert(hits == 2); // ERROR
    pthread_rwlock_unlock(&lock);
    return 0;
}
