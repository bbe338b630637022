/* sys/timerfd.h -- Linux's timer descriptors, declared with Linux's values
 * so that programs compile. divm does not model them (dios/timerfd.c):
 * each call fails with ENOSYS, as on a kernel without them, and the
 * report carries a caveat saying so. POSIX timers (timer_create) are
 * modelled. */
#ifndef _DIVM_SYS_TIMERFD_H
#define _DIVM_SYS_TIMERFD_H
#include <bits/cdefs.h>
#include <time.h>
__DIVM_BEGIN_DECLS

#define TFD_CLOEXEC 02000000
#define TFD_NONBLOCK 00004000
#define TFD_TIMER_ABSTIME 1
#define TFD_TIMER_CANCEL_ON_SET 2

int timerfd_create(int clockid, int flags);
int timerfd_settime(int fd, int flags, const struct itimerspec *value, struct itimerspec *old);
int timerfd_gettime(int fd, struct itimerspec *value);

__DIVM_END_DECLS
#endif
