// A SIGEV_SIGNAL timer whose signal has no handler, while main waits for
// ever on a join of a thread blocked on a pipe: time passes to the expiry
// and SIGUSR2's default action ends the process (an error of kind other,
// as natively: the process dies), not a deadlock.
// EXPECT: error other
// TAGS: threads timer signal
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int p[2];

static void *reader(void *arg) {
    (void)arg;
    char c;
    (void)read(p[0], &c, 1); // ERROR-ANY
    return NULL;
}

int main(void) {
    if (pipe(p))
        return 1;
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_SIGNAL;
    sev.sigev_signo = SIGUSR2;
    timer_t t;
    timer_create(CLOCK_MONOTONIC, &sev, &t);
    struct itimerspec v = {{0, 0}, {0, 500000000}};
    timer_settime(t, 0, &v, NULL);
    pthread_t th;
    pthread_create(&th, NULL, reader, NULL);
    pthread_join(th, NULL); // ERROR-ANY
    return 0;
}
