/* epoll.c -- <sys/epoll.h> (Linux): an epoll instance is a descriptor
 * (DIOS_N_EPOLL) whose interest list names descriptors of pipes, FIFOs and
 * AF_UNIX sockets (and other epoll instances' descriptors are refused:
 * EINVAL; regular files and directories too: EPERM, as Linux). Readiness
 * is poll's (ready.h). A level-triggered entry reports whenever its events
 * hold. EPOLLONESHOT disables an entry once reported, until EPOLL_CTL_MOD
 * arms it again. EPOLLEXCLUSIVE is not provided (EINVAL).
 *
 * EPOLLET (edge-triggered): an entry reports only if an event came since
 * epoll_wait last looked at it, and its events hold then. An event is a
 * change that makes the file more ready, as Linux's wake-ups: bytes arrive
 * or a writer leaves (for input events), bytes leave a full pipe, or a
 * whole message leaves a socket that is then writable, or a reader leaves
 * (for output events: pipe.c, __dios_pipe_consume), a socket connects, listens, queues a connection,
 * shuts down or closes (both); EPOLL_CTL_ADD and _MOD count as one. Each
 * buffer (dios_pipe) keeps a mask of the edge-triggered entries that
 * looked since its last input event, and one since its last output event
 * (a socket one more for its state): an event clears the mask; looking
 * sets the entry's bit, whether it reports or not (Linux takes it off the
 * ready list either way). An entry asking neither input nor output events
 * watches both. At most 64 edge-triggered entries exist at once (then
 * ENOSPC; fd.c frees a closed instance's).
 *
 * An entry belongs to the open file description it was added with: once
 * its descriptor no longer names that description (closed, or reused for
 * another file), it reports nothing (Linux drops it when the last
 * descriptor of the description is closed).
 *
 * epoll_wait waits as poll does (poll.c): each try is one visible action
 * on the file system; timeout 0 never blocks; a positive one is a timed
 * wait (it may end at any point, returning 0); with -1 the thread blocks
 * (DIOS_W_EPOLL on the instance) until an entry would report, and a wait
 * nobody can end is a deadlock ("blocked in epoll_wait"). While it blocks
 * it watches the instance's entries as they are (one another thread adds
 * wakes it when it reports). It is a cancellation point; epoll_pwait's
 * mask is in place during the call, and a pending signal it unblocks is
 * delivered and fails it with EINTR. */
#include "dios.h"
#include "fs.h"
#include "ready.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/epoll.h>

int epoll_create1(int flags) {
    if (flags & ~EPOLL_CLOEXEC)
        return errno = EINVAL, -1;
    __dios_fs_visible();
    struct dios_node *n = __dios_fs_new_node(NULL, DIOS_N_EPOLL, 0600);
    n->epoll = __dios_alloc(sizeof *n->epoll);
    struct dios_ofd *d = __dios_fs_new_ofd(n, O_RDONLY);
    return __dios_fs_install(d, 0); /* (no exec: EPOLL_CLOEXEC changes nothing) */
}

int epoll_create(int size) {
    if (size <= 0)
        return errno = EINVAL, -1;
    return epoll_create1(0);
}

static struct dios_epoll *instance(int epfd) {
    struct dios_ofd *d = __dios_fs_fd(epfd);
    if (!d)
        return NULL;
    if (d->node->kind != DIOS_N_EPOLL)
        return errno = EINVAL, NULL;
    return d->node->epoll;
}

/* The entry for fd's description, or NULL. */
static struct dios_epent *entry(struct dios_epoll *ep, int fd, const struct dios_ofd *d) {
    for (unsigned i = 0; i < ep->n; i++)
        if (ep->e[i].fd == fd && ep->e[i].ofd == d)
            return &ep->e[i];
    return NULL;
}

int epoll_ctl(int epfd, int op, int fd, struct epoll_event *event) {
    __dios_fs_visible();
    struct dios_epoll *ep = instance(epfd);
    if (!ep)
        return -1;
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    if (fd == epfd || d->node->kind == DIOS_N_EPOLL)
        return errno = EINVAL, -1; /* (Linux nests instances; DiOS does not) */
    if (d->node->kind != DIOS_N_FIFO && d->node->kind != DIOS_N_SOCKET)
        return errno = EPERM, -1; /* files and directories are always ready: Linux refuses them */
    if (op != EPOLL_CTL_ADD && op != EPOLL_CTL_MOD && op != EPOLL_CTL_DEL)
        return errno = EINVAL, -1;
    if (op != EPOLL_CTL_DEL && (event->events & EPOLLEXCLUSIVE))
        return errno = EINVAL, -1; /* not provided (see above) */
    struct dios_fs *f = __dios_fs();
    struct dios_epent *e = entry(ep, fd, d);
    if (op == EPOLL_CTL_ADD) {
        if (e)
            return errno = EEXIST, -1;
        ep->e = __dios_grow(ep->e, &ep->cap, ep->n + 1, sizeof *ep->e);
        e = &ep->e[ep->n++];
        e->fd = fd;
        e->ofd = d;
        e->bit = -1;
    } else if (!e) {
        return errno = ENOENT, -1;
    } else if (op == EPOLL_CTL_DEL) {
        if (e->bit >= 0)
            f->et_bits &= ~(1ull << e->bit);
        *e = ep->e[--ep->n];
        return 0;
    }
    if ((event->events & EPOLLET) && e->bit < 0) {
        if (!~f->et_bits) {
            if (op == EPOLL_CTL_ADD)
                ep->n--;
            return errno = ENOSPC, -1; /* (DiOS's limit: 64 edge-triggered entries) */
        }
        e->bit = __builtin_ctzll(~f->et_bits);
        f->et_bits |= 1ull << e->bit;
    } else if (!(event->events & EPOLLET) && e->bit >= 0) {
        f->et_bits &= ~(1ull << e->bit);
        e->bit = -1;
    }
    e->events = event->events;
    e->data = event->data.u64;
    e->off = 0;
    e->fresh = 1; /* (Linux: ready now, it reports once) */
    return 0;
}

/* Fills events with the entries that report (at most max), disabling
 * one-shot ones; the count. An edge-triggered entry looked at has seen
 * the events so far, whether it reports or not (Linux takes it off the
 * ready list); those past the max-th report are not looked at. */
static int collect(struct dios_epoll *ep, struct epoll_event *events, int max) {
    const struct dios_fs *f = __dios_fs();
    int k = 0;
    for (unsigned i = 0; i < ep->n && k < max; i++) {
        struct dios_epent *e = &ep->e[i];
        short r = __dios_ep_report(f, e);
        if (e->bit >= 0 && !e->off && (unsigned)e->fd < f->nfds && f->fds[e->fd] == e->ofd) {
            uint64_t *m[3];
            unsigned n = __dios_et_masks(e->ofd->node, e->events, m);
            for (unsigned j = 0; j < n; j++)
                *m[j] |= 1ull << e->bit;
            e->fresh = 0;
        }
        if (!r)
            continue;
        events[k].events = (uint32_t)(unsigned short)r;
        events[k].data.u64 = e->data;
        k++;
        if (e->events & EPOLLONESHOT)
            e->off = 1;
    }
    return k;
}

static int do_wait(int epfd, struct epoll_event *events, int max, int timeout) {
    if (max <= 0)
        return errno = EINVAL, -1;
    struct dios_thread *t = __dios_self();
    __dios_cancel_point();
    for (int waited = 0;;) {
        struct dios_epoll *ep = instance(epfd);
        if (!ep)
            return -1;
        int block = 1;
        const void *fs = __dios_fs();
        if (timeout >= 0) {
            __dios_visible(fs, sizeof(struct dios_fs));
        } else {
            /* __dios_try_visible with the instance as what the wait watches */
            t->wait = DIOS_W_EPOLL;
            t->wait_obj = ep;
            t->wait_fn = "epoll_wait";
            __vm_interrupt_mem(fs, sizeof(struct dios_fs), _VM_MA_BOTH);
            block = __vm_ctl_get(DIOS_CR_RETRY) != 0;
            __vm_ctl_set(DIOS_CR_RETRY, 0);
            __builtin_memset(&t->wait, 0, DIOS_WAIT_FIELDS);
        }
        __dios_cancel_point();
        if (__dios_intr_take(t)) { /* a handler ran while it waited (timer.c) */
            errno = EINTR;
            return -1;
        }
        ep = instance(epfd);
        if (!ep)
            return -1;
        int count = collect(ep, events, max);
        if (count > 0 || timeout == 0 || (timeout > 0 && waited))
            return count;
        if (timeout > 0) {
            __dios_wait(DIOS_W_EPOLL, ep, 0, "epoll_wait", 1);
            waited = 1;
        } else if (!block) {
            __vm_ctl_set(DIOS_CR_RETRY, 1);
        } else {
            __dios_wait(DIOS_W_EPOLL, ep, 0, "epoll_wait", 0);
        }
    }
}

int epoll_wait(int epfd, struct epoll_event *events, int maxevents, int timeout) {
    return do_wait(epfd, events, maxevents, timeout < 0 ? -1 : timeout);
}

int epoll_pwait(int epfd, struct epoll_event *events, int maxevents, int timeout, const sigset_t *mask) {
    if (!mask)
        return epoll_wait(epfd, events, maxevents, timeout);
    uint64_t saved = __dios_sigmask_swap(mask->__val[0]);
    int r;
    if (__dios_sig_ready()) {
        __dios_deliver_pending();
        r = -1;
        errno = EINTR;
    } else {
        r = epoll_wait(epfd, events, maxevents, timeout);
    }
    int e = errno;
    __dios_self()->sigmask = saved;
    __dios_deliver_pending();
    errno = e;
    return r;
}
