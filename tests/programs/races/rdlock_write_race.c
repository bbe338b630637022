// A "reader" that writes a statistics counter while holding only the read lock races with the other reader.
// EXPECT: error race
// FLAGS: --data-races
#include <pthread.h>

static pthread_rwlock_t lk = PTHREAD_RWLOCK_INITIALIZER;
static int value = 3, lookups;

static void *reader(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&lk);
    int v = value;
    lookups++; // ERROR
    pthread_rwlock_unlock(&lk);
    return (void *)(long)v;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, reader, 0);
    pthread_create(&b, 0, reader, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
