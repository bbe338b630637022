// A SIGEV_SIGNAL timer whose signal has no handler: its expiry (in the
// sleep) takes SIGUSR2's default action and ends the process.
// EXPECT: error other
// TAGS: timer signal
#define _GNU_SOURCE
#include <signal.h>
#include <time.h>
#include <unistd.h>

int main(void) {
    struct sigevent sev = {0};
    sev.sigev_notify = SIGEV_SIGNAL;
    sev.sigev_signo = SIGUSR2;
    timer_t t;
    timer_create(CLOCK_MONOTONIC, &sev, &t);
    struct itimerspec v = {{0, 0}, {0, 500000000}};
    timer_settime(t, 0, &v, NULL);
    sleep(1); // ERROR
    return 0;
}
