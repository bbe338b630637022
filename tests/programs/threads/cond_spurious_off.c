// Twin of cond_spurious.c checked without --spurious-wakeups: a single
// waiter guarded by `if` is only woken by the one signal, which comes after
// the result is set, so the program is safe under the default semantics.
// EXPECT: safe
// TAGS: threads condvar spurious
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int done, result;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    result = 6 * 7;
    done = 1;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&m);
    if (!done)
        pthread_cond_wait(&cv, &m);
    assert(result == 42);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
