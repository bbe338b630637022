// The alarm's signal goes to any thread that does not block it: here both
// threads wait in a read, and the one the handler interrupts fails with
// EINTR. Assuming it is always main's read is wrong: the worker may be
// the one.
// EXPECT: error assert
// TAGS: threads signal alarm
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static int p[2], q[2];

static void on_alarm(int sig) { (void)sig; }

static void *worker(void *arg) {
    (void)arg;
    char c;
    ssize_t r = read(q[0], &c, 1);
    assert(r == 1); // ERROR
    return NULL;
}

int main(void) {
    assert(pipe(p) == 0 && pipe(q) == 0);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sigaction(SIGALRM, &sa, NULL);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    alarm(1);
    char c;
    ssize_t r = read(p[0], &c, 1);
    assert(r == -1 && errno == EINTR);
    (void)write(q[1], "x", 1);
    pthread_join(t, NULL);
    return 0;
}
