/* sys/select.h -- select and pselect over DiOS's descriptors (dios/poll.c,
 * which implements them with poll's readiness). Layouts and macros are
 * glibc's on x86-64, so that natively compiled code agrees. */
#ifndef _DIVM_SYS_SELECT_H
#define _DIVM_SYS_SELECT_H
#include <bits/cdefs.h>
#include <bits/timespec.h>
#include <signal.h>
#include <sys/time.h>
__DIVM_BEGIN_DECLS

#define FD_SETSIZE 1024
typedef long __fd_mask;
#define __NFDBITS (8 * (int)sizeof(__fd_mask))
#define NFDBITS __NFDBITS
typedef __fd_mask fd_mask;

typedef struct {
    __fd_mask fds_bits[FD_SETSIZE / __NFDBITS];
} fd_set;

#define __FDELT(d) ((d) / __NFDBITS)
#define __FDMASK(d) ((__fd_mask)(1UL << ((d) % __NFDBITS)))
#define FD_ZERO(s)                                                                                                     \
    do {                                                                                                               \
        unsigned __i;                                                                                                  \
        fd_set *__s = (s);                                                                                             \
        for (__i = 0; __i < sizeof(fd_set) / sizeof(__fd_mask); ++__i)                                                 \
            __s->fds_bits[__i] = 0;                                                                                    \
    } while (0)
#define FD_SET(d, s) ((void)((s)->fds_bits[__FDELT(d)] |= __FDMASK(d)))
#define FD_CLR(d, s) ((void)((s)->fds_bits[__FDELT(d)] &= ~__FDMASK(d)))
#define FD_ISSET(d, s) (((s)->fds_bits[__FDELT(d)] & __FDMASK(d)) != 0)

int select(int nfds, fd_set *__restrict readfds, fd_set *__restrict writefds, fd_set *__restrict exceptfds,
           struct timeval *__restrict timeout);
int pselect(int nfds, fd_set *__restrict readfds, fd_set *__restrict writefds, fd_set *__restrict exceptfds,
            const struct timespec *__restrict timeout, const sigset_t *__restrict sigmask);

__DIVM_END_DECLS
#endif
