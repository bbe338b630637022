// A real deadlock stays one: main joins a thread that waits on a condition
// variable nobody signals, while a periodic timer's signal is ignored and
// another timer was disarmed. Neither can make progress (an ignored
// signal does nothing), so time passing changes nothing: a deadlock.
// EXPECT: error deadlock
// TAGS: threads timer deadlock
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;

static void *other(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_cond_wait(&c, &m); // ERROR-ANY
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    signal(SIGUSR1, SIG_IGN);
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_SIGNAL;
    sev.sigev_signo = SIGUSR1;
    timer_t t1, t2;
    assert(timer_create(CLOCK_MONOTONIC, &sev, &t1) == 0);
    sev.sigev_signo = SIGUSR2;
    assert(timer_create(CLOCK_MONOTONIC, &sev, &t2) == 0);
    struct itimerspec v = {{1, 0}, {1, 0}}, off = {{0, 0}, {0, 0}};
    timer_settime(t1, 0, &v, NULL);
    timer_settime(t2, 0, &v, NULL);
    timer_settime(t2, 0, &off, NULL);
    pthread_t t;
    pthread_create(&t, NULL, other, NULL);
    pthread_join(t, NULL); // ERROR-ANY
    return 0;
}
