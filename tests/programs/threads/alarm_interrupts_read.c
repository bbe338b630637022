// A read of an empty pipe that only the main thread could write: every
// thread is blocked, so time passes to the alarm; its handler (installed
// without SA_RESTART) interrupts the read, which fails with EINTR. The
// assertion that the read got a byte fails.
// EXPECT: error assert
// TAGS: threads signal alarm
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t rang;

static void on_alarm(int sig) {
    (void)sig;
    rang = 1;
}

int main(void) {
    int p[2];
    assert(pipe(p) == 0);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm; /* no SA_RESTART */
    sigaction(SIGALRM, &sa, NULL);
    alarm(2);
    char c;
    ssize_t r = read(p[0], &c, 1);
    assert(rang);
    assert(r == 1); // ERROR
    return 0;
}
