// sigwait for SIGALRM (blocked) after alarm(1): the only thread waits, so
// time passes to the alarm, whose signal every thread blocks: it becomes
// pending and the sigwait takes it (before, a false deadlock). A second
// sigwait, with nothing armed, could never end.
// EXPECT: error deadlock
// TAGS: threads signal alarm
#define _GNU_SOURCE
#include <assert.h>
#include <signal.h>
#include <unistd.h>

int main(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGALRM);
    sigprocmask(SIG_BLOCK, &set, NULL);
    alarm(1);
    int sig = 0;
    assert(sigwait(&set, &sig) == 0 && sig == SIGALRM);
    sigwait(&set, &sig); // ERROR: blocked in sigwait
    return 0;
}
