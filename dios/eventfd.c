/* eventfd.c -- Linux's eventfd: a descriptor over a 64-bit counter, made
 * from the pipe machinery (pipe.c) so that poll, select, epoll (edge
 * triggers too), blocking and deadlock detection treat it as they treat a
 * pipe. The node is a nameless DIOS_N_FIFO whose buffer has `efd` set; its
 * data is the counter's 8 bytes while the counter is not 0, nothing when
 * it is 0, so "the buffer holds data" is "the counter is positive" for
 * poll's POLLIN and for a blocked read's wait (sched.c). The description is
 * opened for reading and writing, so the buffer never lacks a writer.
 *
 * Semantics are Linux's (fs/eventfd.c's documented behaviour):
 * - read of fewer than 8 bytes is EINVAL; with the counter at 0 it blocks
 *   (O_NONBLOCK: EAGAIN); else it returns the counter and sets it to 0, or
 *   with EFD_SEMAPHORE returns 1 and decrements it. It reads 8 bytes.
 * - write of fewer than 8 bytes, or of 0xffffffffffffffff, is EINVAL; it
 *   adds the value, 8 bytes written. A sum above 0xfffffffffffffffe would
 *   block until a read makes room: with O_NONBLOCK that is EAGAIN; the
 *   blocking wait is not modelled and stops the run with an error saying
 *   so (poll's POLLOUT is always set, which differs from Linux only with
 *   the counter at 0xfffffffffffffffe).
 * Each read and write is one visible action on the buffer; a blocking read
 * is a cancellation point, as a pipe's. eventfd_read and eventfd_write
 * are libc's (libc-shim/src/eventfd.c). */
#include "dios.h"
#include "fs.h"
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/eventfd.h>

#define EFD_MAX 0xfffffffffffffffeull

static uint64_t counter(const struct dios_pipe *p) {
    uint64_t v = 0;
    if (p->len)
        __builtin_memcpy(&v, p->data, sizeof v);
    return v;
}

static void set_counter(struct dios_pipe *p, uint64_t v) {
    if (v == 0) {
        if (p->data)
            __vm_obj_free(p->data);
        p->data = NULL;
        p->len = 0;
        return;
    }
    if (!p->data)
        p->data = __vm_obj_make(sizeof v, _VM_OK_SYSTEM);
    __builtin_memcpy(p->data, &v, sizeof v);
    p->len = sizeof v;
}

int eventfd(unsigned int initval, int flags) {
    if (flags & ~(EFD_SEMAPHORE | EFD_CLOEXEC | EFD_NONBLOCK)) {
        errno = EINVAL;
        return -1;
    }
    __dios_fs_visible();
    struct dios_node *n = __dios_fs_new_node(NULL, DIOS_N_FIFO, 0600);
    n->pipe = __dios_pipe_new();
    n->pipe->efd = (flags & EFD_SEMAPHORE) ? 3 : 1;
    set_counter(n->pipe, initval);
    struct dios_ofd *d = __dios_fs_new_ofd(n, O_RDWR | ((flags & EFD_NONBLOCK) ? O_NONBLOCK : 0));
    int fd = __dios_fs_install(d, 0);
    if (fd < 0)
        return -1;
    __dios_pipe_attach(n->pipe, O_RDWR);
    return fd;
}

ssize_t __dios_eventfd_read(struct dios_ofd *d, void *buf, size_t len) {
    struct dios_pipe *p = d->node->pipe;
    struct dios_thread *t = __dios_self();
    int nonblock = (d->flags & O_NONBLOCK) != 0;
    if (len < sizeof(uint64_t)) {
        errno = EINVAL;
        return -1;
    }
    __dios_cancel_point();
    for (;;) {
        int block = __dios_pipe_try(t, DIOS_W_PIPE_RD, p, 0, "read", 1, nonblock);
        __dios_cancel_point();
        if (__dios_intr_take(t)) { /* a handler ran while it waited (timer.c) */
            errno = EINTR;
            return -1;
        }
        uint64_t v = counter(p);
        if (v > 0) {
            uint64_t got = p->efd == 3 ? 1 : v;
            set_counter(p, v - got);
            __builtin_memcpy(buf, &got, sizeof got);
            __dios_et_event(p, 0, 1); /* room for writers */
            return sizeof got;
        }
        if (nonblock) {
            errno = EAGAIN;
            return -1;
        }
        __dios_pipe_again(block, DIOS_W_PIPE_RD, p, 0, "read");
    }
}

ssize_t __dios_eventfd_write(struct dios_ofd *d, const void *buf, size_t len) {
    struct dios_pipe *p = d->node->pipe;
    uint64_t add;
    if (len < sizeof add) {
        errno = EINVAL;
        return -1;
    }
    __builtin_memcpy(&add, buf, sizeof add);
    if (add == UINT64_MAX) {
        errno = EINVAL;
        return -1;
    }
    __dios_visible(p, sizeof *p);
    uint64_t v = counter(p);
    if (add > EFD_MAX - v) {
        if (d->flags & O_NONBLOCK) {
            errno = EAGAIN;
            return -1;
        }
        __dios_error(NULL, "other: write to an eventfd whose counter would pass 0xfffffffffffffffe: "
                           "the wait for a read is not modelled by divm");
    }
    set_counter(p, v + add);
    __dios_et_event(p, 1, 0);
    return sizeof add;
}
