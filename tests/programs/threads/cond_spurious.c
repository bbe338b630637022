// With --spurious-wakeups a waiter may wake without a signal; guarding the
// wait with `if` instead of `while` then reads the result before it is set.
// (cond_spurious_off.c is the same program checked without the flag: safe.)
// EXPECT: error assert
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
    if (!done)
        pthread_cond_wait(&cv, &m);
    assert(result == 42); // ERROR
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
