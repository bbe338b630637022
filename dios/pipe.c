/* pipe.c -- pipes and FIFOs: pipe, pipe2, mkfifo, mkfifoat, mknod of a
 * FIFO, and the blocking reads, writes and opens that fd.c hands over for
 * DIOS_N_FIFO nodes.
 *
 * A pipe is a node with no name (a FIFO is one with a name) whose buffer,
 * struct dios_pipe, counts the open descriptions that read and write it.
 * Semantics are POSIX's, with Linux's choices where POSIX leaves one:
 *
 * - read of an empty pipe blocks until there are bytes or no writer is
 *   left (then it returns 0, end of file); with O_NONBLOCK it fails with
 *   EAGAIN. It returns the bytes there are, up to the count asked for.
 * - write blocks until its bytes fit: a write of at most PIPE_BUF (4096)
 *   bytes goes in whole (atomically); a longer one goes in piece by piece
 *   as room appears, and other writers' bytes may come in between. With
 *   O_NONBLOCK a write that cannot go in fails with EAGAIN, and a longer
 *   one writes what fits. The capacity is Linux's default, 65536 bytes
 *   (fcntl F_GETPIPE_SZ / F_SETPIPE_SZ read and set it, in powers of two
 *   from 4096). The buffer object holds only the bytes in the pipe, so the
 *   capacity costs nothing in the states.
 * - write with no reader left raises SIGPIPE (whose default action kills
 *   the process: an error of kind `other`) and, if SIGPIPE is ignored,
 *   handled or blocked, fails with EPIPE.
 * - open of a FIFO for reading blocks until a writer opens it, and for
 *   writing until a reader does (an open that came and went meanwhile
 *   counts); O_RDWR does not block. With O_NONBLOCK an open for reading
 *   succeeds at once, and one for writing fails with ENXIO if there is no
 *   reader. The bytes of a FIFO are dropped when its last end is closed.
 *
 * Every read, write, open and close of a pipe is one visible action on its
 * buffer, and a thread that blocks waits for a condition that the scheduler
 * checks (sched.c): a thread blocked for ever on a pipe, with no other able
 * to run, is a deadlock. Blocking reads and writes are cancellation points
 * (before they transfer anything); a FIFO open is not. */
#include "dios.h"
#include "fs.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#define DEFAULT_CAP 65536u

struct dios_pipe *__dios_pipe_new(void) {
    struct dios_pipe *p = __dios_alloc(sizeof *p);
    p->cap = DEFAULT_CAP;
    return p;
}

void __dios_pipe_attach(struct dios_pipe *p, int acc) {
    if (acc != O_WRONLY) {
        p->readers++;
        p->rgen++;
    }
    if (acc != O_RDONLY) {
        p->writers++;
        p->wgen++;
    }
    __dios_et_event(p, 1, 1);
}

void __dios_pipe_release(struct dios_ofd *d) {
    struct dios_pipe *p = d->node->pipe;
    __dios_visible(p, sizeof *p);
    int acc = d->flags & O_ACCMODE;
    if (acc != O_WRONLY)
        p->readers--;
    if (acc != O_RDONLY)
        p->writers--;
    __dios_et_event(p, 1, 1);
    if (p->readers == 0 && p->writers == 0 && p->len) {
        p->data = NULL; /* a FIFO nobody has open keeps no bytes */
        p->len = 0;
    }
}

/* ---- creation --------------------------------------------------------------- */

int pipe2(int fds[2], int flags) {
    if (flags & ~(O_NONBLOCK | O_CLOEXEC | O_DIRECT)) {
        errno = EINVAL;
        return -1;
    }
    __dios_fs_visible();
    struct dios_node *n = __dios_fs_new_node(NULL, DIOS_N_FIFO, 0600);
    n->pipe = __dios_pipe_new();
    struct dios_ofd *r = __dios_fs_new_ofd(n, O_RDONLY | (flags & O_NONBLOCK));
    struct dios_ofd *w = __dios_fs_new_ofd(n, O_WRONLY | (flags & O_NONBLOCK));
    int a = __dios_fs_install(r, 0);
    if (a < 0)
        return -1;
    int b = __dios_fs_install(w, 0);
    if (b < 0) {
        __dios_fs()->fds[a] = NULL;
        return -1;
    }
    __dios_pipe_attach(n->pipe, O_RDONLY);
    __dios_pipe_attach(n->pipe, O_WRONLY);
    fds[0] = a;
    fds[1] = b;
    return 0;
}

int pipe(int fds[2]) { return pipe2(fds, 0); }

int mkfifo(const char *path, mode_t mode) {
    __dios_fs_visible();
    int dir;
    char *norm = __dios_fs_normalise(path, &dir);
    if (!norm)
        return -1;
    (void)dir;
    if (__dios_fs_lookup(norm)) {
        errno = EEXIST;
        __vm_obj_free(norm);
        return -1;
    }
    if (__dios_fs_parent_ok(norm) < 0) {
        __vm_obj_free(norm);
        return -1;
    }
    struct dios_node *n = __dios_fs_new_node(norm, DIOS_N_FIFO, mode & ~__dios_fs()->umask);
    n->pipe = __dios_pipe_new();
    return 0;
}

int mkfifoat(int dirfd, const char *path, mode_t mode) {
    const char *p = __dios_fs_at(dirfd, path);
    int r = p ? mkfifo(p, mode) : -1;
    __dios_fs_at_end(p, path);
    return r;
}

int mknodat(int dirfd, const char *path, mode_t mode, dev_t dev) {
    const char *p = __dios_fs_at(dirfd, path);
    int r = p ? mknod(p, mode, dev) : -1;
    __dios_fs_at_end(p, path);
    return r;
}

/* Only FIFOs and regular files: there are no devices. */
int mknod(const char *path, mode_t mode, dev_t dev) {
    (void)dev;
    unsigned type = mode & S_IFMT;
    if (type == S_IFIFO)
        return mkfifo(path, mode & 07777);
    if (type == S_IFREG || type == 0) {
        __dios_fs_visible();
        int dir;
        char *norm = __dios_fs_normalise(path, &dir);
        if (!norm)
            return -1;
        if (__dios_fs_lookup(norm) || dir) {
            errno = dir ? EISDIR : EEXIST;
            __vm_obj_free(norm);
            return -1;
        }
        if (__dios_fs_parent_ok(norm) < 0) {
            __vm_obj_free(norm);
            return -1;
        }
        __dios_fs_new_node(norm, DIOS_N_FILE, mode & 07777 & ~__dios_fs()->umask);
        return 0;
    }
    errno = EPERM;
    return -1;
}

/* ---- opening a FIFO --------------------------------------------------------- */

/* Called by open (fd.c) after its visible action: counts the new
 * description, then waits for the other end unless O_RDWR or O_NONBLOCK
 * say not to. */
int __dios_fifo_open(struct dios_node *n, int flags) {
    struct dios_pipe *p = n->pipe;
    int acc = flags & O_ACCMODE;
    __dios_visible(p, sizeof *p);
    if (acc == O_WRONLY && (flags & O_NONBLOCK) && p->readers == 0) {
        errno = ENXIO;
        return -1;
    }
    __dios_pipe_attach(p, acc);
    if (acc == O_RDWR || (flags & O_NONBLOCK))
        return 0;
    if (acc == O_RDONLY) {
        unsigned g = p->wgen;
        if (p->writers == 0)
            __dios_wait(DIOS_W_FIFO_RD, p, g, "open", 0);
    } else {
        unsigned g = p->rgen;
        if (p->readers == 0)
            __dios_wait(DIOS_W_FIFO_WR, p, g, "open", 0);
    }
    /* woken by the other end's open: this edge's visible action */
    __dios_visible(p, sizeof *p);
    return 0;
}

/* ---- reading and writing ---------------------------------------------------- */

/* The length of the first message of a datagram buffer (DIOS_IO_DGRAM):
 * each message is stored as its length (4 bytes) followed by its bytes. */
static unsigned msg_len(const struct dios_pipe *p) {
    unsigned m;
    __builtin_memcpy(&m, p->data, sizeof m);
    return m;
}

/* ---- descriptors in flight (SCM_RIGHTS) ------------------------------------ */

void __dios_rights_drop(struct dios_rights *r) {
    while (r) {
        struct dios_rights *next = r->next;
        for (unsigned i = 0; i < r->n; i++)
            __dios_fs()->unref(r->ofd[i]);
        __vm_obj_free(r->ofd);
        __vm_obj_free(r);
        r = next;
    }
}

/* The sending thread's descriptors go with the message of `len` bytes
 * about to be appended to p. */
static void attach_rights(struct dios_pipe *p, struct dios_thread *t, size_t len) {
    struct dios_rights *r = t->rights_out, **at = &p->rights;
    if (!r)
        return;
    t->rights_out = NULL;
    r->pos = p->len;
    r->len = (unsigned)len;
    r->next = NULL;
    while (*at)
        at = &(*at)->next;
    *at = r;
}

/* A receive reads the first k bytes of p: if a message with descriptors
 * starts within them, it takes them (a copy when peeking) into
 * t->rights_in and reads no further than that message's end (Linux's
 * unix_stream_read_generic). Returns the bytes it may read. */
static size_t take_rights(struct dios_pipe *p, struct dios_thread *t, size_t k, int peek) {
    struct dios_rights *r = p->rights;
    if (!r || r->pos >= k)
        return k;
    if (r->pos + r->len < k)
        k = r->pos + r->len;
    if (peek) {
        struct dios_rights *c = __dios_alloc(sizeof *c);
        c->n = r->n;
        c->ofd = __dios_alloc(r->n * sizeof *c->ofd);
        for (unsigned i = 0; i < r->n; i++) {
            c->ofd[i] = r->ofd[i];
            c->ofd[i]->refs++;
        }
        r = c;
    } else {
        p->rights = r->next;
        r->next = NULL;
    }
    __dios_rights_drop(t->rights_in); /* (none: each receive hands its own on) */
    t->rights_in = r;
    return k;
}

/* Drops the first k bytes of the buffer. */
void __dios_pipe_consume(struct dios_pipe *p, size_t k) {
    /* an output event, as Linux wakes writers: a pipe's when it was full
     * (not POLLOUT); a socket's when it is writable after and a message
     * went whole (unix_write_space runs as a message's buffer is freed: a
     * stream's bytes are counted gone when none are left, fewer events
     * than Linux may give, never more) */
    int was_full = p->cap - p->len < PIPE_BUF;
    for (struct dios_rights *r = p->rights; r; r = r->next)
        r->pos -= (unsigned)k; /* (those within the k bytes were taken: take_rights) */
    p->len -= (unsigned)k;
    if (p->sock ? p->len * 4u <= p->cap && (p->sock == 2 || p->len == 0) : was_full)
        __dios_et_event(p, 0, 1);
    if (p->len == 0) {
        p->data = NULL;
    } else {
        __builtin_memmove(p->data, p->data + k, p->len);
        __vm_obj_resize(p->data, p->len);
    }
}

ssize_t __dios_pipe_recv(struct dios_pipe *p, void *buf, size_t len, int io) {
    struct dios_thread *t = __dios_self();
    int nonblock = (io & DIOS_IO_NONBLOCK) != 0;
    __dios_cancel_point(); /* on entry, and after each try (a request may come while it waits) */
    for (;;) {
        int block = __dios_pipe_try(t, DIOS_W_PIPE_RD, p, 0, "read", 1, nonblock);
        __dios_cancel_point();
        if (__dios_intr_take(t)) { /* a handler ran while it waited (timer.c) */
            errno = EINTR;
            return -1;
        }
        if (len == 0 && !(io & DIOS_IO_DGRAM))
            return 0;
        if (p->len > 0) {
            if (io & DIOS_IO_DGRAM) {
                take_rights(p, t, 1, io & DIOS_IO_PEEK); /* (the first message's) */
                unsigned m = msg_len(p);
                size_t k = m < len ? m : len; /* the rest of the message is lost */
                __builtin_memcpy(buf, p->data + sizeof m, k);
                if (!(io & DIOS_IO_PEEK))
                    __dios_pipe_consume(p, sizeof m + m);
                return (ssize_t)((io & DIOS_IO_TRUNC) ? m : k);
            }
            size_t k = take_rights(p, t, p->len < len ? p->len : len, io & DIOS_IO_PEEK);
            __builtin_memcpy(buf, p->data, k);
            if (!(io & DIOS_IO_PEEK))
                __dios_pipe_consume(p, k);
            return (ssize_t)k;
        }
        if (p->writers == 0)
            return 0; /* end of file */
        if (nonblock) {
            errno = EAGAIN;
            return -1;
        }
        __dios_pipe_again(block, DIOS_W_PIPE_RD, p, 0, "read");
    }
}

ssize_t __dios_pipe_read(struct dios_ofd *d, void *buf, size_t len) {
    return __dios_pipe_recv(d->node->pipe, buf, len, (d->flags & O_NONBLOCK) ? DIOS_IO_NONBLOCK : 0);
}

void __dios_pipe_append(struct dios_pipe *p, const void *src, size_t k) {
    if (!p->data)
        p->data = __vm_obj_make(k, _VM_OK_SYSTEM);
    else
        __vm_obj_resize(p->data, p->len + k);
    __builtin_memcpy(p->data + p->len, src, k);
    p->len += (unsigned)k;
    __dios_et_event(p, 1, 0);
}

ssize_t __dios_pipe_send(struct dios_pipe *p, const void *buf, size_t len, int io) {
    struct dios_thread *t = __dios_self();
    int nonblock = (io & DIOS_IO_NONBLOCK) != 0;
    int dgram = (io & DIOS_IO_DGRAM) != 0;
    /* the room a try waits for: all of an atomic write or a message, else some */
    size_t need = dgram ? len + sizeof(unsigned) : len <= PIPE_BUF ? len : 1;
    size_t done = 0;
    if (dgram && need > p->cap) {
        errno = EMSGSIZE;
        return -1;
    }
    __dios_cancel_point();
    for (;;) {
        int block = __dios_pipe_try(t, DIOS_W_PIPE_WR, p, need, "write", done == 0, nonblock);
        if (done == 0)
            __dios_cancel_point();
        if (__dios_intr_take(t)) { /* (as in __dios_pipe_recv) */
            if (done > 0)
                return (ssize_t)done;
            errno = EINTR;
            return -1;
        }
        if (p->readers == 0) {
            if (done > 0)
                return (ssize_t)done;
            if (!(io & DIOS_IO_NOSIGNAL))
                __dios_sig_send(SIGPIPE, SI_USER); /* (as Linux sends it); returns if ignored, handled or blocked */
            errno = EPIPE;
            return -1;
        }
        if (len == 0 && !dgram)
            return 0;
        size_t room = p->cap - p->len;
        if (room >= need) {
            if (dgram) {
                unsigned m = (unsigned)len;
                attach_rights(p, t, sizeof m + len);
                __dios_pipe_append(p, &m, sizeof m);
                if (len)
                    __dios_pipe_append(p, buf, len);
                return (ssize_t)len;
            }
            size_t k = len - done < room ? len - done : room;
            attach_rights(p, t, k); /* (with the first piece, as Linux's first skb) */
            __dios_pipe_append(p, (const unsigned char *)buf + done, k);
            done += k;
            if (done == len || nonblock)
                return (ssize_t)done;
            continue; /* the next try is a second visible action: it fires */
        }
        if (nonblock) {
            if (done > 0)
                return (ssize_t)done;
            errno = EAGAIN;
            return -1;
        }
        __dios_pipe_again(block, DIOS_W_PIPE_WR, p, need, "write");
    }
}

ssize_t __dios_pipe_write(struct dios_ofd *d, const void *buf, size_t len) {
    return __dios_pipe_send(d->node->pipe, buf, len, (d->flags & O_NONBLOCK) ? DIOS_IO_NONBLOCK : 0);
}

/* fcntl's F_GETPIPE_SZ and F_SETPIPE_SZ (Linux). */
int __dios_pipe_size(struct dios_ofd *d, int set, long size) {
    struct dios_pipe *p = d->node->kind == DIOS_N_FIFO ? d->node->pipe : NULL;
    if (!p || p->efd) { /* (an eventfd is not a pipe) */
        errno = EBADF;
        return -1;
    }
    __dios_visible(p, sizeof *p);
    if (!set)
        return (int)p->cap;
    if (size < 0 || size > 1048576) {
        errno = size < 0 ? EINVAL : EPERM;
        return -1;
    }
    unsigned cap = 4096;
    while (cap < (unsigned long)size)
        cap *= 2;
    if (cap < p->len) {
        errno = EBUSY;
        return -1;
    }
    p->cap = cap;
    return (int)cap;
}
