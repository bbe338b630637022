/* poll.c -- poll, ppoll, select, pselect over DiOS's descriptors: pipes,
 * FIFOs, AF_UNIX sockets, regular files and directories.
 *
 * A descriptor's readiness is Linux's (pipe_poll, unix_poll,
 * unix_dgram_poll):
 *
 * - a pipe or FIFO read end: POLLIN when it holds bytes, POLLHUP when no
 *   writer is left (once one had opened it); a write end: POLLOUT while
 *   PIPE_BUF bytes fit (Linux: while a page is free), POLLERR when no
 *   reader is left;
 * - a listening socket: POLLIN when a connection is queued;
 * - a connected stream socket: POLLIN when bytes are there or its reading
 *   side is shut down (by itself, or by the peer's SHUT_WR or close: then
 *   also POLLRDHUP), POLLHUP when both directions are, POLLERR when the
 *   peer closed with bytes unread (the ECONNRESET recv reports), POLLOUT
 *   while at most a quarter of the buffer towards the peer is in use
 *   (Linux's unix_writable); a stream socket not connected: POLLOUT and
 *   POLLHUP (Linux);
 * - a datagram socket: POLLIN when a message is queued, POLLOUT as for a
 *   stream, POLLRDHUP/POLLIN after its own SHUT_RD, POLLHUP after both;
 * - regular files, directories and the console: always POLLIN and POLLOUT
 *   (with POLLRDNORM, POLLWRNORM);
 * - a descriptor not open: POLLNVAL (poll), EBADF (select).
 *
 * poll reports the events asked for plus POLLERR, POLLHUP and POLLNVAL;
 * select counts a descriptor readable on POLLIN, POLLHUP or POLLERR,
 * writable on POLLOUT or POLLERR, and never exceptional (there is no
 * out-of-band data).
 *
 * Each try is one visible action (on the file system), which looks at all
 * the descriptors at once. With timeout 0 the call never blocks. With no
 * timeout (poll's -1, select's NULL) a call that finds nothing ready blocks
 * (DIOS_W_POLL) until the scheduler finds one of its descriptors ready,
 * and a thread that can never be woken so is reported as a deadlock
 * ("blocked in poll"). A positive timeout is a timed wait, as
 * pthread_cond_timedwait and sem_timedwait are: the thread may be picked
 * again at any point, before or after the others act, and returns 0 if
 * nothing is ready then. So both "the time ran out first" and "an event
 * came first" are explored, and no interleaving is hidden; the clock is not
 * advanced. All four calls are cancellation points; a signal does not
 * interrupt them (as for blocking reads and writes, no EINTR), except that
 * ppoll and pselect fail with EINTR at once when their mask unblocks a
 * pending signal (which is delivered). */
#include "dios.h"
#include "fs.h"
#include "ready.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <sys/select.h>
#include <sys/socket.h>

/* Fills each entry's revents; the count of entries with some. */
static int scan(struct pollfd *fds, unsigned long n, int sel) {
    const struct dios_fs *f = __dios_fs();
    int count = 0;
    for (unsigned long i = 0; i < n; i++) {
        fds[i].revents = __dios_poll_report(f, &fds[i], sel);
        count += fds[i].revents != 0;
    }
    return count;
}

/* timeout: < 0 none, 0 do not block, > 0 a timed wait. */
static int do_poll(struct pollfd *fds, unsigned long n, int timeout, int sel, const char *fn) {
    struct dios_thread *t = __dios_self();
    unsigned long arg = n | (sel ? DIOS_SELECT_WAIT : 0);
    const void *fs = __dios_fs();
    __dios_cancel_point();
    for (int waited = 0;;) {
        int block = 1;
        if (timeout >= 0) {
            __dios_visible(fs, sizeof(struct dios_fs));
        } else {
            /* __dios_try_visible with the entries as what the wait watches */
            t->wait = DIOS_W_POLL;
            t->wait_obj = fds;
            t->wait_arg = arg;
            t->wait_fn = fn;
            __vm_interrupt_mem(fs, sizeof(struct dios_fs), _VM_MA_BOTH | _VM_MA_RESTART);
            block = __vm_ctl_get(DIOS_CR_RETRY) != 0;
            __vm_ctl_set(DIOS_CR_RETRY, 0);
            __builtin_memset(&t->wait, 0, DIOS_WAIT_FIELDS);
        }
        __dios_cancel_point();
        if (__dios_intr_take(t)) { /* a handler ran while it waited (timer.c) */
            errno = EINTR;
            return -1;
        }
        int count = scan(fds, n, sel);
        if (count > 0 || timeout == 0 || (timeout > 0 && waited))
            return count;
        if (timeout > 0) {
            __dios_wait(DIOS_W_POLL, fds, arg, fn, 1);
            waited = 1;
        } else if (!block) {
            __vm_ctl_set(DIOS_CR_RETRY, 1);
        } else {
            __dios_wait(DIOS_W_POLL, fds, arg, fn, 0);
        }
    }
}

int poll(struct pollfd *fds, nfds_t nfds, int timeout) {
    if (nfds > DIOS_FS_MAX_FDS) {
        errno = EINVAL; /* Linux: more than RLIMIT_NOFILE */
        return -1;
    }
    if (!fds && nfds > 0) {
        errno = EFAULT;
        return -1;
    }
    return do_poll(fds, nfds, timeout < 0 ? -1 : timeout, 0, "poll");
}

/* ppoll's and pselect's mask: in place during the call. A pending signal
 * it unblocks is delivered at once, and the call fails with EINTR (1). */
static int mask_on(const sigset_t *mask, uint64_t *saved) {
    if (!mask)
        return 0;
    *saved = __dios_sigmask_swap(mask->__val[0]);
    if (!__dios_sig_ready())
        return 0;
    __dios_deliver_pending();
    __dios_self()->sigmask = *saved;
    __dios_deliver_pending();
    errno = EINTR;
    return 1;
}

static void mask_off(const sigset_t *mask, uint64_t saved) {
    if (!mask)
        return;
    __dios_self()->sigmask = saved;
    __dios_deliver_pending();
}

/* A timespec as a timeout of do_poll, or -2 (EINVAL). */
static int ts_timeout(const struct timespec *ts) {
    if (!ts)
        return -1;
    if (ts->tv_sec < 0 || ts->tv_nsec < 0 || ts->tv_nsec >= 1000000000)
        return -2;
    return ts->tv_sec > 0 || ts->tv_nsec > 0;
}

int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout, const sigset_t *sigmask) {
    int ms = ts_timeout(timeout);
    if (ms == -2 || nfds > DIOS_FS_MAX_FDS) {
        errno = EINVAL;
        return -1;
    }
    if (!fds && nfds > 0) {
        errno = EFAULT;
        return -1;
    }
    uint64_t saved = 0;
    if (mask_on(sigmask, &saved))
        return -1;
    int r = do_poll(fds, nfds, ms, 0, "ppoll");
    mask_off(sigmask, saved);
    return r;
}

static int do_select(int nfds, fd_set *rd, fd_set *wr, fd_set *ex, int timeout, const char *fn) {
    if (nfds < 0 || nfds > FD_SETSIZE || timeout == -2) {
        errno = EINVAL;
        return -1;
    }
    /* the descriptors of the sets as poll entries (a SYSTEM object, which
     * the wait watches) */
    unsigned n = 0;
    for (int fd = 0; fd < nfds; fd++)
        n += (rd && FD_ISSET(fd, rd)) || (wr && FD_ISSET(fd, wr)) || (ex && FD_ISSET(fd, ex));
    struct pollfd *e = n ? __dios_alloc(n * sizeof *e) : NULL;
    unsigned i = 0;
    const struct dios_fs *f = __dios_fs();
    for (int fd = 0; fd < nfds; fd++) {
        short ev = (rd && FD_ISSET(fd, rd) ? POLLIN : 0) | (wr && FD_ISSET(fd, wr) ? POLLOUT : 0) |
                   (ex && FD_ISSET(fd, ex) ? POLLPRI : 0);
        if (!ev)
            continue;
        if ((unsigned)fd >= f->nfds || !f->fds[fd]) {
            __vm_obj_free(e);
            errno = EBADF;
            return -1;
        }
        e[i].fd = fd;
        e[i++].events = ev;
    }
    int r = do_poll(e, n, timeout, 1, fn);
    /* a descriptor closed meanwhile: select fails (Linux: EBADF) */
    for (i = 0; i < n; i++)
        if ((unsigned)e[i].fd >= f->nfds || !f->fds[e[i].fd]) {
            __vm_obj_free(e);
            errno = EBADF;
            return -1;
        }
    if (rd)
        FD_ZERO(rd);
    if (wr)
        FD_ZERO(wr);
    if (ex)
        FD_ZERO(ex);
    r = 0;
    for (i = 0; i < n; i++) {
        if (e[i].revents & POLLIN)
            FD_SET(e[i].fd, rd), r++;
        if (e[i].revents & POLLOUT)
            FD_SET(e[i].fd, wr), r++;
    }
    if (e)
        __vm_obj_free(e);
    return r;
}

int select(int nfds, fd_set *restrict rd, fd_set *restrict wr, fd_set *restrict ex, struct timeval *restrict tv) {
    int timeout = -1;
    if (tv) {
        if (tv->tv_sec < 0 || tv->tv_usec < 0) /* Linux takes 1000000 us and more as seconds */
            timeout = -2;
        else
            timeout = tv->tv_sec > 0 || tv->tv_usec > 0;
    }
    int r = do_select(nfds, rd, wr, ex, timeout, "select");
    if (r == 0 && tv)
        tv->tv_sec = 0, tv->tv_usec = 0; /* Linux: the time left */
    return r;
}

int pselect(int nfds, fd_set *restrict rd, fd_set *restrict wr, fd_set *restrict ex,
            const struct timespec *restrict ts, const sigset_t *restrict sigmask) {
    int timeout = ts_timeout(ts);
    if (timeout == -2) {
        errno = EINVAL;
        return -1;
    }
    uint64_t saved = 0;
    if (mask_on(sigmask, &saved))
        return -1;
    int r = do_select(nfds, rd, wr, ex, timeout, "pselect");
    mask_off(sigmask, saved);
    return r;
}
