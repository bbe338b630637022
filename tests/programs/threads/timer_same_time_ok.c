// Two SIGEV_THREAD timers and the alarm due at the same instant while
// every thread is blocked: each expiry happens (none is lost to the
// others), so main's three sem_waits all end.
// EXPECT: safe
// TAGS: threads timer alarm
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <semaphore.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static sem_t s;

static void notified(union sigval v) {
    (void)v;
    sem_post(&s);
}

static void on_alarm(int sig) {
    (void)sig;
    sem_post(&s);
}

int main(void) {
    sem_init(&s, 0, 0);
    signal(SIGALRM, on_alarm);
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_THREAD;
    sev.sigev_notify_function = notified;
    timer_t a, b;
    assert(timer_create(CLOCK_MONOTONIC, &sev, &a) == 0 && timer_create(CLOCK_MONOTONIC, &sev, &b) == 0);
    struct itimerspec v = {{0, 0}, {1, 0}};
    alarm(1);
    timer_settime(a, 0, &v, NULL);
    timer_settime(b, 0, &v, NULL);
    for (int i = 0; i < 3; i++)
        while (sem_wait(&s) == -1 && errno == EINTR)
            ;
    return 0;
}
