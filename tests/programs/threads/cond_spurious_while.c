// Even with --spurious-wakeups, a wait in a `while` loop on the predicate is
// correct: a spurious wake-up just goes round the loop again.
// EXPECT: safe
// FLAGS: --spurious-wakeups
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
    while (!done)
        pthread_cond_wait(&cv, &m);
    assert(result == 42);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
