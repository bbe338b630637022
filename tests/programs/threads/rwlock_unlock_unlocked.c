// pthread_rwlock_unlock on a rwlock that nobody holds is undefined in
// POSIX: pthread misuse.
// EXPECT: error pthread
// TAGS: threads rwlock misuse
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int cache_valid;

static int lookup(int refresh) {
    if (!refresh)
        pthread_rwlock_rdlock(&lock);
    int v = cache_valid;
    pthread_rwlock_unlock(&lock); // ERROR
    return v;
}

int main(void) {
    lookup(0);
    lookup(1);
    return 0;
}
