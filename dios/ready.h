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

/* ---- epoll (epoll.c): entries and their readiness ------------------------ */

struct dios_epent {
    int fd;
    struct dios_ofd *ofd;
    uint32_t events;
    uint64_t data;
    int off;   /* EPOLLONESHOT: reported, disabled until EPOLL_CTL_MOD */
    int bit;   /* EPOLLET: its bit in the buffers' et_* masks (fs.h); -1 if level-triggered */
    int fresh; /* EPOLLET: added or modified and not looked at since */
};

struct dios_epoll {
    struct dios_epent *e;
    unsigned n, cap;
};

#define DIOS_EP_IN (POLLIN | POLLRDNORM | POLLRDBAND | POLLPRI | 0x2000 /* EPOLLRDHUP */)
#define DIOS_EP_OUT (POLLOUT | POLLWRNORM | POLLWRBAND)

/* The "looked since the last event" masks that an edge-triggered entry
 * asking `events` on node n consults (at most 3, into m): the buffer it
 * reads from if it asks for input events, the one it writes to if it
 * asks for output events (both if it asks for neither: hang-ups and
 * errors), and a socket's own (its state). */
static inline unsigned __dios_et_masks(const struct dios_node *n, uint32_t events, uint64_t **m) {
    int in = (events & DIOS_EP_IN) != 0, out = (events & DIOS_EP_OUT) != 0;
    if (!in && !out)
        in = out = 1;
    unsigned k = 0;
    if (n->kind == DIOS_N_FIFO) {
        if (in)
            m[k++] = &n->pipe->et_in;
        if (out)
            m[k++] = &n->pipe->et_out;
        return k;
    }
    struct dios_sock *s = n->sock;
    m[k++] = &s->et;
    if (s->state == DIOS_S_CONNECTED) {
        if (in)
            m[k++] = &s->conn->p[s->side].et_in;
        if (out)
            m[k++] = &s->conn->p[1 - s->side].et_out;
    } else if (s->state != DIOS_S_LISTENING && s->rq && in) {
        m[k++] = &s->rq->et_in;
    }
    return k;
}

/* Whether edge-triggered entry e may report: it is fresh, or an event
 * came since it last looked. */
static inline int __dios_et_armed(const struct dios_epent *e) {
    if (e->fresh)
        return 1;
    uint64_t *m[3];
    unsigned k = __dios_et_masks(e->ofd->node, e->events, m);
    for (unsigned i = 0; i < k; i++)
        if (!(*m[i] & (1ull << e->bit)))
            return 1;
    return 0;
}

/* What entry e reports now (0: nothing), level- or edge-triggered; the
 * entry must still name its description. */
static inline short __dios_ep_report(const struct dios_fs *f, const struct dios_epent *e) {
    if (e->off || (unsigned)e->fd >= f->nfds || f->fds[e->fd] != e->ofd)
        return 0;
    if (e->bit >= 0 && !__dios_et_armed(e))
        return 0;
    struct pollfd q = {e->fd, (short)(e->events & 0xffff), 0};
    return __dios_poll_report(f, &q, 0);
}

/* The wait condition of DIOS_W_EPOLL (sched.c): some entry of the
 * instance would report. */
static inline int __dios_epoll_ready(const void *epoll) {
    const struct dios_fs *f = __dios_state()->fs;
    const struct dios_epoll *ep = epoll;
    for (unsigned i = 0; i < ep->n; i++)
        if (__dios_ep_report(f, &ep->e[i]))
            return 1;
    return 0;
}

#endif
