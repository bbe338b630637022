// With SA_RESTART (signal() installs handlers so), the alarm's handler
// runs when every thread is blocked, and the read then waits again; no
// other expiry can come, so the deadlock stands, reported at the read.
// EXPECT: error deadlock
// TAGS: threads signal alarm deadlock
#define _GNU_SOURCE
#include <assert.h>
#include <signal.h>
#include <unistd.h>

static volatile sig_atomic_t rang;

static void on_alarm(int sig) {
    (void)sig;
    rang = 1;
}

int main(void) {
    int p[2];
    assert(pipe(p) == 0);
    signal(SIGALRM, on_alarm);
    alarm(1);
    char c;
    (void)read(p[0], &c, 1); // ERROR: blocked in read
    return 0;
}
