// A SIGEV_THREAD timer's function runs in a new thread started at the
// expiry (here, within main's sleep): main reading the result right after
// the sleep may run before that thread, so the assumption fails in some
// interleaving.
// EXPECT: error assert
// TAGS: threads timer
#define _GNU_SOURCE
#include <assert.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int result;

static void notified(union sigval v) { result = v.sival_int; }

int main(void) {
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_THREAD;
    sev.sigev_notify_function = notified;
    sev.sigev_value.sival_int = 5;
    timer_t t;
    assert(timer_create(CLOCK_MONOTONIC, &sev, &t) == 0);
    struct itimerspec v = {{0, 0}, {0, 1000000}};
    timer_settime(t, 0, &v, NULL);
    sleep(1);
    assert(result == 5); // ERROR
    timer_delete(t);
    return 0;
}
