// <sys/timerfd.h>, <sys/signalfd.h> and <sys/inotify.h> compile with
// Linux's values (signalfd_siginfo is 128 bytes), and divm, which does not
// model these descriptors, fails each call with ENOSYS as a kernel without
// them would (the report has a caveat for each); a program that handles
// the failure is safe. divm had none of the three headers.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <signal.h>
#include <sys/inotify.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>

_Static_assert(sizeof(struct signalfd_siginfo) == 128, "Linux's record size");

int main(void) {
    errno = 0;
    assert(timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC) == -1 && errno == ENOSYS);
    struct itimerspec its = {{0, 0}, {1, 0}};
    errno = 0;
    assert(timerfd_settime(3, 0, &its, NULL) == -1 && errno == ENOSYS);
    errno = 0;
    assert(timerfd_gettime(3, &its) == -1 && errno == ENOSYS);
    sigset_t m;
    sigemptyset(&m);
    sigaddset(&m, SIGINT);
    errno = 0;
    assert(signalfd(-1, &m, SFD_NONBLOCK) == -1 && errno == ENOSYS);
    errno = 0;
    assert(inotify_init() == -1 && errno == ENOSYS);
    errno = 0;
    assert(inotify_init1(IN_NONBLOCK | IN_CLOEXEC) == -1 && errno == ENOSYS);
    errno = 0;
    assert(inotify_add_watch(3, "/tmp", IN_CREATE | IN_DELETE) == -1 && errno == ENOSYS);
    errno = 0;
    assert(inotify_rm_watch(3, 1) == -1 && errno == ENOSYS);
    return 0;
}
