// A SIGEV_THREAD timer's function runs in its own thread at each expiry of
// a periodic timer; main waits for two notifications on a semaphore the
// function posts, so it sees both values whatever the interleaving.
// EXPECT: safe
// TAGS: threads timer
#define _GNU_SOURCE
#include <assert.h>
#include <semaphore.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static sem_t done;
static atomic_int sum;

static void notified(union sigval v) {
    atomic_fetch_add(&sum, v.sival_int);
    sem_post(&done);
}

int main(void) {
    sem_init(&done, 0, 0);
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_THREAD;
    sev.sigev_notify_function = notified;
    sev.sigev_value.sival_int = 3;
    timer_t t;
    assert(timer_create(CLOCK_MONOTONIC, &sev, &t) == 0);
    struct itimerspec v = {{0, 20000000}, {0, 20000000}};
    timer_settime(t, 0, &v, NULL);
    usleep(50000); /* two expiries fall within it */
    struct itimerspec off = {{0, 0}, {0, 0}};
    timer_settime(t, 0, &off, NULL);
    sem_wait(&done);
    sem_wait(&done);
    assert(atomic_load(&sum) == 6);
    timer_delete(t);
    return 0;
}
