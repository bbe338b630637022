// alarm: re-arming returns the seconds left, pause returns -1/EINTR after the SIGALRM handler ran, a sleep that lasts past the alarm ends early and returns the seconds not slept, alarm(0) cancels.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static volatile sig_atomic_t fired;
static void on_alarm(int sig) { fired = sig; }

int main(void) {
    signal(SIGALRM, on_alarm);
    printf("first alarm %u\n", alarm(5));
    printf("re-armed, left %u\n", alarm(1));
    int r = pause();
    printf("pause %d EINTR %d fired %d\n", r, errno == EINTR, (int)fired);
    fired = 0;
    alarm(1);
    unsigned left = sleep(3);
    printf("sleep interrupted, 1 or 2 s left: %d, fired %d\n", left == 1 || left == 2, (int)fired);
    alarm(10);
    printf("cancel: left %u, then %u\n", alarm(0), alarm(0));
    fired = 0;
    sleep(1);
    printf("no alarm during the last sleep: %d\n", (int)fired);
    return 0;
}
