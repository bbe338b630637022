// main waits on a condition variable for a flag that a SIGEV_THREAD
// timer's function sets: every thread is blocked until the timer expires,
// so time passes to the expiry and the function's thread runs (before,
// divm reported this as a deadlock).
// EXPECT: safe
// TAGS: threads timer
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int fired;

static void notified(union sigval v) {
    pthread_mutex_lock(&m);
    fired = v.sival_int;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
}

int main(void) {
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_THREAD;
    sev.sigev_notify_function = notified;
    sev.sigev_value.sival_int = 7;
    timer_t t;
    assert(timer_create(CLOCK_MONOTONIC, &sev, &t) == 0);
    struct timespec before, after;
    clock_gettime(CLOCK_MONOTONIC, &before);
    struct itimerspec v = {{0, 0}, {1, 0}};
    assert(timer_settime(t, 0, &v, NULL) == 0);
    pthread_mutex_lock(&m);
    while (!fired)
        pthread_cond_wait(&c, &m);
    pthread_mutex_unlock(&m);
    clock_gettime(CLOCK_MONOTONIC, &after);
    assert(fired == 7);
    assert(after.tv_sec - before.tv_sec >= 1); /* the second passed */
    timer_delete(t);
    return 0;
}
