// A worker waits on a semaphore that only the alarm's handler posts
// (sem_post is async-signal-safe) while main joins the worker: every
// thread is blocked until the alarm, whichever thread takes it; sem_wait
// interrupted without SA_RESTART fails with EINTR and the worker tries
// again, as such code must.
// EXPECT: safe
// TAGS: threads signal alarm
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static sem_t s;

static void on_alarm(int sig) {
    (void)sig;
    sem_post(&s);
}

static void *worker(void *arg) {
    (void)arg;
    int r;
    while ((r = sem_wait(&s)) == -1 && errno == EINTR)
        ;
    assert(r == 0);
    return NULL;
}

int main(void) {
    sem_init(&s, 0, 0);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sigaction(SIGALRM, &sa, NULL);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    alarm(1);
    pthread_join(t, NULL);
    return 0;
}
