/* timerfd.c -- Linux's timer descriptors are not modelled: each call fails
 * with ENOSYS (a kernel without them) and leaves a caveat in the report
 * (dios.h, __dios_unmodelled), so a check of a program that needs them
 * shows that it explored only that failure. */
#include "dios.h"
#include <errno.h>
#include <sys/timerfd.h>

static int unmodelled(const char *fn) {
    __dios_unmodelled(fn);
    errno = ENOSYS;
    return -1;
}

int timerfd_create(int clockid, int flags) {
    (void)clockid, (void)flags;
    return unmodelled("timerfd_create");
}

int timerfd_settime(int fd, int flags, const struct itimerspec *value, struct itimerspec *old) {
    (void)fd, (void)flags, (void)value, (void)old;
    return unmodelled("timerfd_settime");
}

int timerfd_gettime(int fd, struct itimerspec *value) {
    (void)fd, (void)value;
    return unmodelled("timerfd_gettime");
}
