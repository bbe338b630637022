// The safe twin of alarm_interrupts_read.c: the read, interrupted by the
// alarm's handler (no SA_RESTART), fails with EINTR after the handler ran,
// and the clock has moved on by the alarm's two seconds. With SA_RESTART
// the read would wait again (a deadlock: see alarm_restart_deadlock.c).
// EXPECT: safe
// TAGS: threads signal alarm
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <time.h>
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
    sa.sa_handler = on_alarm;
    sigaction(SIGALRM, &sa, NULL);
    time_t t0 = time(NULL);
    alarm(2);
    char c;
    ssize_t r = read(p[0], &c, 1);
    assert(r == -1 && errno == EINTR && rang);
    assert(time(NULL) - t0 >= 2);
    return 0;
}
