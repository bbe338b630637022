/* poll.h -- poll and ppoll over DiOS's descriptors (dios/poll.c): pipes,
 * FIFOs, AF_UNIX sockets, files. Constants and layouts are glibc's on
 * x86-64, so that natively compiled code agrees. */
#ifndef _DIVM_POLL_H
#define _DIVM_POLL_H
#include <bits/cdefs.h>
#include <bits/timespec.h>
#include <signal.h>
__DIVM_BEGIN_DECLS

typedef unsigned long nfds_t;

struct pollfd {
    int fd;
    short events;
    short revents;
};

#define POLLIN 0x001
#define POLLPRI 0x002
#define POLLOUT 0x004
#define POLLERR 0x008
#define POLLHUP 0x010
#define POLLNVAL 0x020
#define POLLRDNORM 0x040
#define POLLRDBAND 0x080
#define POLLWRNORM 0x100
#define POLLWRBAND 0x200
#define POLLMSG 0x400
#define POLLRDHUP 0x2000

#define INFTIM (-1)

int poll(struct pollfd *fds, nfds_t nfds, int timeout);
int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout, const sigset_t *sigmask);

__DIVM_END_DECLS
#endif
