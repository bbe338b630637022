// A timer's SIGEV_SIGNAL handler runs in the thread that waits for the
// expiry (here main, in pause): it writes a counter that another thread
// also updates without a lock, so an update is lost in some interleaving.
// EXPECT: error assert
// TAGS: threads timer signal
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

static int counter;

static void on_timer(int sig) {
    (void)sig;
    int c = counter;
    counter = c + 1;
}

static void *worker(void *arg) {
    (void)arg;
    int c = counter;
    counter = c + 1;
    return NULL;
}

int main(void) {
    signal(SIGUSR1, on_timer);
    struct sigevent sev = {0};
    sev.sigev_notify = SIGEV_SIGNAL;
    sev.sigev_signo = SIGUSR1;
    timer_t t;
    timer_create(CLOCK_MONOTONIC, &sev, &t);
    struct itimerspec v = {{0, 0}, {0, 1000}};
    timer_settime(t, 0, &v, NULL);
    pthread_t w;
    pthread_create(&w, NULL, worker, NULL);
    pause();
    pthread_join(w, NULL);
    assert(counter == 2); // ERROR
    return 0;
}
