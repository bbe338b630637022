// A worker takes SIGALRM with sigwait (every thread blocks it) while main
// joins it: every thread is blocked until the alarm, which makes the
// signal pending and ends the sigwait (before, a false deadlock).
// EXPECT: safe
// TAGS: threads signal alarm
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

static sigset_t set;

static void *worker(void *arg) {
    (void)arg;
    int sig = 0;
    assert(sigwait(&set, &sig) == 0 && sig == SIGALRM);
    return NULL;
}

int main(void) {
    sigemptyset(&set);
    sigaddset(&set, SIGALRM);
    sigprocmask(SIG_BLOCK, &set, NULL);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    alarm(1);
    pthread_join(t, NULL);
    return 0;
}
