// The twin of rwlock_prefer_writer_deadlock.c with PTHREAD_RWLOCK_PREFER_READER_NP (glibc's default): a thread may take a read lock it holds again while a writer waits, so the writer runs once both are unlocked.
// EXPECT: safe
// TAGS: threads rwlock
#define _GNU_SOURCE
#include <pthread.h>
#include <unistd.h>

static pthread_rwlock_t l;
static int value;

static void *writer(void *arg) {
    (void)arg;
    pthread_rwlock_wrlock(&l);
    value++;
    pthread_rwlock_unlock(&l);
    return 0;
}

int main(void) {
    pthread_rwlockattr_t a;
    pthread_rwlockattr_init(&a);
    pthread_rwlockattr_setkind_np(&a, PTHREAD_RWLOCK_PREFER_READER_NP);
    pthread_rwlock_init(&l, &a);
    pthread_t t;
    pthread_rwlock_rdlock(&l);
    pthread_create(&t, 0, writer, 0);
    sleep(1);
    pthread_rwlock_rdlock(&l);
    int v = value;
    pthread_rwlock_unlock(&l);
    pthread_rwlock_unlock(&l);
    pthread_join(t, 0);
    return v != 0;
}
