/* ready.h -- what poll and select see: the readiness of a descriptor
 * (poll.c says what each kind reports). Only reads: the scheduler tests
 * a DIOS_W_POLL wait with __dios_poll_ready (sched.c, wait_over), so these
 * live in a header and neither file depends on the other. */
#ifndef DIOS_READY_H
#define DIOS_READY_H

#include "dios.h"
#include "fs.h"
#include <limits.h>
#include <poll.h>
#include <sys/socket.h>

/* wait_arg of a select: the count of entries and this bit */
#define DIOS_SELECT_WAIT (1ul << 63)

#define DIOS_IN_SET (POLLIN | POLLRDNORM | POLLRDBAND | POLLHUP | POLLERR)
#define DIOS_OUT_SET (POLLOUT | POLLWRNORM | POLLWRBAND | POLLERR)

/* Whether bytes can go towards a socket's peer without filling a quarter
 * of its buffer (Linux's unix_writable). */
static inline int __dios_sock_writable(const struct dios_pipe *tx) { return tx->len * 4u <= tx->cap; }

static inline short __dios_sock_events(const struct dios_sock *s) {
    if (s->state == DIOS_S_LISTENING)
        return s->nq > 0 ? POLLIN | POLLRDNORM : 0;
    short ev = 0;
    if (s->state != DIOS_S_CONNECTED) {
        if (s->type != SOCK_DGRAM)
            ev |= POLLHUP;
        if (s->rq && s->rq->len > 0)
            ev |= POLLIN | POLLRDNORM;
        return ev | POLLOUT | POLLWRNORM | POLLWRBAND;
    }
    const struct dios_pipe *rx = &s->conn->p[s->side], *tx = &s->conn->p[1 - s->side];
    int rd_shut, wr_shut;
    if (s->type != SOCK_DGRAM) {
        rd_shut = rx->writers == 0;
        wr_shut = tx->writers == 0 || tx->readers == 0;
        if (rx->err)
            ev |= POLLERR;
    } else {
        rd_shut = (s->shut & 1) != 0;
        wr_shut = (s->shut & 2) != 0;
    }
    if (rd_shut)
        ev |= POLLIN | POLLRDNORM | POLLRDHUP;
    if (rd_shut && wr_shut)
        ev |= POLLHUP;
    if (rx->len > 0)
        ev |= POLLIN | POLLRDNORM;
    if (__dios_sock_writable(tx))
        ev |= POLLOUT | POLLWRNORM | POLLWRBAND;
    return ev;
}

/* The events that hold for descriptor fd now; reads only. */
static inline short __dios_events_of(const struct dios_fs *f, int fd) {
    const struct dios_ofd *d = fd >= 0 && (unsigned)fd < f->nfds ? f->fds[fd] : NULL;
    if (!d)
        return POLLNVAL;
    const struct dios_node *n = d->node;
    if (n->kind == DIOS_N_SOCKET)
        return __dios_sock_events(n->sock);
    if (n->kind != DIOS_N_FIFO)
        return POLLIN | POLLRDNORM | POLLOUT | POLLWRNORM;
    const struct dios_pipe *p = n->pipe;
    short ev = 0;
    if (__dios_fs_readable(d)) {
        if (p->len > 0)
            ev |= POLLIN | POLLRDNORM;
        if (p->writers == 0 && p->wgen > 0)
            ev |= POLLHUP;
    }
    if (__dios_fs_writable(d)) {
        if (p->cap - p->len >= PIPE_BUF)
            ev |= POLLOUT | POLLWRNORM;
        if (p->readers == 0)
            ev |= POLLERR;
    }
    return ev;
}

/* What entry e reports: poll's revents, or select's readiness (POLLIN,
 * POLLOUT as the sets say). */
static inline short __dios_poll_report(const struct dios_fs *f, const struct pollfd *e, int sel) {
    if (e->fd < 0)
        return 0;
    short ev = __dios_events_of(f, e->fd);
    if (!sel)
        return ev & (e->events | POLLERR | POLLHUP | POLLNVAL);
    if (ev & POLLNVAL)
        return POLLNVAL; /* closed meanwhile: select wakes and fails (EBADF) */
    short r = 0;
    if ((e->events & POLLIN) && (ev & DIOS_IN_SET))
        r |= POLLIN;
    if ((e->events & POLLOUT) && (ev & DIOS_OUT_SET))
        r |= POLLOUT;
    return r;
}

/* The wait condition of DIOS_W_POLL (sched.c): some entry is ready. */
static inline int __dios_poll_ready(const void *fds, unsigned long arg) {
    const struct dios_fs *f = __dios_state()->fs;
    const struct pollfd *e = fds;
    unsigned long n = arg & ~DIOS_SELECT_WAIT;
    for (unsigned long i = 0; i < n; i++)
        if (__dios_poll_report(f, &e[i], (arg & DIOS_SELECT_WAIT) != 0))
            return 1;
    return 0;
}

#endif
