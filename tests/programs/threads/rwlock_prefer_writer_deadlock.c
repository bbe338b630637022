// With PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP a writer that waits goes before new readers, as on glibc: main holds a read lock, the writer waits for it, and main's second read lock waits behind the writer, a deadlock. divm ignored the kind (readers were always preferred) and called it safe. rwlock_prefer_writer_ok.c is the same with the default kind.
// EXPECT: error deadlock
// TAGS: threads rwlock deadlock
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
    pthread_rwlockattr_setkind_np(&a, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
    pthread_rwlock_init(&l, &a);
    pthread_t t;
    pthread_rwlock_rdlock(&l);
    pthread_create(&t, 0, writer, 0);
    sleep(1);
    pthread_rwlock_rdlock(&l); // ERROR
    int v = value;
    pthread_rwlock_unlock(&l);
    pthread_rwlock_unlock(&l);
    pthread_join(t, 0);
    return v != 0;
}
