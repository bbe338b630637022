// Readers read a config under a read lock while a writer updates it under the write lock: no race.
// EXPECT: safe
// FLAGS: --data-races
#include <pthread.h>

static pthread_rwlock_t lk = PTHREAD_RWLOCK_INITIALIZER;
static int cfg_a = 1, cfg_b = 1;

static void *reader(void *arg) {
    int *bad = arg;
    pthread_rwlock_rdlock(&lk);
    if (cfg_a != cfg_b) *bad = 1;
    pthread_rwlock_unlock(&lk);
    return 0;
}

static void *writer(void *arg) {
    (void)arg;
    pthread_rwlock_wrlock(&lk);
    cfg_a = 2;
    cfg_b = 2;
    pthread_rwlock_unlock(&lk);
    return 0;
}

int main(void) {
    int bad1 = 0, bad2 = 0;
    pthread_t r1, r2, w;
    pthread_create(&r1, 0, reader, &bad1);
    pthread_create(&w, 0, writer, 0);
    pthread_create(&r2, 0, reader, &bad2);
    pthread_join(r1, 0);
    pthread_join(w, 0);
    pthread_join(r2, 0);
    return bad1 | bad2;
}
