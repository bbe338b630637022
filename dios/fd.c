/* fd.c -- the descriptor calls of DiOS's file system: open, close, dup,
 * fcntl, read, write, pread, pwrite, lseek, ftruncate, fsync, isatty.
 * Console descriptors (1 and 2 at boot) turn written bytes into OUTPUT and
 * ERROUT traces. */
#include "dios.h"
#include "fs.h"
#include "ready.h" /* (struct dios_epoll) */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <unistd.h>

#define MAX_SIZE 0x7fffffffu /* VM objects have 32-bit offsets */

/* ---- open and close ------------------------------------------------------- */

static int do_open(const char *path, int flags, unsigned mode) {
    __dios_fs_visible();
    int acc = flags & O_ACCMODE;
    if (acc == O_ACCMODE) {
        errno = EINVAL;
        return -1;
    }
    int dir;
    char *norm = __dios_fs_normalise(path, &dir);
    if (!norm)
        return -1;
    struct dios_node *n = __dios_fs_lookup(norm);
    if (n && (flags & O_CREAT) && (flags & O_EXCL)) {
        errno = EEXIST; /* a symbolic link too, even a dangling one */
        goto fail;
    }
    if (n && n->kind == DIOS_N_LINK) {
        if (flags & O_NOFOLLOW) {
            errno = ELOOP;
            goto fail;
        }
        __vm_obj_free(norm);
        norm = __dios_fs_path(path, &dir, 1);
        if (!norm)
            return -1;
        n = __dios_fs_lookup(norm);
    }
    if (!n) {
        if (!(flags & O_CREAT)) {
            if (__dios_fs_parent_ok(norm) == 0)
                errno = ENOENT;
            goto fail;
        }
        if (dir) {
            errno = EISDIR;
            goto fail;
        }
        if (__dios_fs_parent_ok(norm) < 0)
            goto fail;
        n = __dios_fs_new_node(norm, DIOS_N_FILE, mode & ~__dios_fs()->umask);
        norm = NULL; /* the node owns it */
    } else if (n->kind == DIOS_N_DIR) {
        if (acc != O_RDONLY || (flags & O_CREAT)) {
            errno = EISDIR;
            goto fail;
        }
    } else if (n->kind == DIOS_N_SOCKET) {
        errno = ENXIO; /* a socket is reached by connect, not open */
        goto fail;
    } else if (dir) {
        errno = ENOTDIR;
        goto fail;
    } else if (flags & O_DIRECTORY) {
        errno = ENOTDIR;
        goto fail;
    }
    if (norm)
        __vm_obj_free(norm);
    if ((flags & O_TRUNC) && acc != O_RDONLY && n->kind == DIOS_N_FILE)
        __dios_fs_resize(n, 0);
    struct dios_ofd *d = __dios_fs_new_ofd(n, flags);
    if (n->kind == DIOS_N_FIFO) {
        if (__dios_fifo_open(n, flags) < 0) /* may block for the other end */
            return -1;
        int fd = __dios_fs_install(d, 0);
        if (fd < 0)
            __dios_pipe_release(d);
        return fd;
    }
    return __dios_fs_install(d, 0);
fail:
    if (norm)
        __vm_obj_free(norm);
    return -1;
}

int open(const char *path, int flags, ...) {
    unsigned mode = 0;
    if (flags & O_CREAT) {
        va_list ap;
        va_start(ap, flags);
        mode = va_arg(ap, unsigned);
        va_end(ap);
    }
    return do_open(path, flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...) {
    unsigned mode = 0;
    if (flags & O_CREAT) {
        va_list ap;
        va_start(ap, flags);
        mode = va_arg(ap, unsigned);
        va_end(ap);
    }
    const char *p = __dios_fs_at(dirfd, path);
    int r = p ? do_open(p, flags, mode) : -1;
    __dios_fs_at_end(p, path);
    return r;
}

int creat(const char *path, mode_t mode) { return do_open(path, O_CREAT | O_WRONLY | O_TRUNC, mode); }

void __dios_fs_unref(struct dios_ofd *d) {
    if (d->refs == 1 && d->flock)
        __dios_flock_release(d); /* flock's lock belongs to the description */
    if (--d->refs == 0 && d->node->kind == DIOS_N_FIFO)
        __dios_pipe_release(d); /* an end of a pipe is closed */
    else if (d->refs == 0 && d->node->kind == DIOS_N_SOCKET)
        __dios_sock_release(d);
    else if (d->refs == 0 && d->node->kind == DIOS_N_EPOLL) /* its edge-triggered entries' bits are free */
        for (unsigned i = 0; i < d->node->epoll->n; i++)
            if (d->node->epoll->e[i].bit >= 0)
                __dios_fs()->et_bits &= ~(1ull << d->node->epoll->e[i].bit);
}

/* Descriptor `fd` (of description d) is closed: the last one closes d. */
static void drop(int fd, struct dios_ofd *d) {
    __dios_fs()->fds[fd] = NULL;
    __dios_fs_unref(d);
}

int close(int fd) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    if (d->node->kind != DIOS_N_CONSOLE)
        __dios_fs_visible();
    drop(fd, d);
    return 0;
}

/* close_range (Linux, glibc 2.34): descriptors first..last that are open
 * are closed. CLOSE_RANGE_CLOEXEC marks them instead, which changes
 * nothing, since no exec follows; CLOSE_RANGE_UNSHARE has nothing to
 * unshare. */
int close_range(unsigned first, unsigned last, int flags) {
    if (first > last || (flags & ~(CLOSE_RANGE_UNSHARE | CLOSE_RANGE_CLOEXEC))) {
        errno = EINVAL;
        return -1;
    }
    if (flags & CLOSE_RANGE_CLOEXEC)
        return 0;
    for (unsigned fd = first; fd <= last && fd < __dios_fs()->nfds; fd++)
        if (__dios_fs()->fds[fd])
            close((int)fd);
    return 0;
}

/* closefrom (BSD, glibc 2.34): every descriptor from lowfd up. */
void closefrom(int lowfd) { close_range(lowfd < 0 ? 0 : (unsigned)lowfd, ~0u, 0); }

int dup(int fd) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    return d ? __dios_fs_install(d, 0) : -1;
}

int dup2(int fd, int fd2) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    if (fd2 < 0 || fd2 >= DIOS_FS_MAX_FDS) {
        errno = EBADF;
        return -1;
    }
    if (fd == fd2)
        return fd2;
    struct dios_fs *f = __dios_fs();
    if ((unsigned)fd2 < f->nfds && f->fds[fd2])
        drop(fd2, f->fds[fd2]);
    return __dios_fs_install(d, fd2);
}

int dup3(int fd, int fd2, int flags) {
    if (fd == fd2 || (flags & ~O_CLOEXEC)) {
        errno = EINVAL;
        return -1;
    }
    return dup2(fd, fd2);
}

int fcntl(int fd, int cmd, ...) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    va_list ap;
    va_start(ap, cmd);
    int r;
    switch (cmd) {
    case F_DUPFD:
    case F_DUPFD_CLOEXEC: {
        int min = va_arg(ap, int);
        if (min < 0 || min >= DIOS_FS_MAX_FDS) {
            errno = EINVAL;
            r = -1;
        } else {
            r = __dios_fs_install(d, min);
        }
        break;
    }
    case F_GETFD:
        r = 0; /* there is no exec: close-on-exec is not kept */
        break;
    case F_SETFD:
        r = 0;
        break;
    case F_GETFL:
        r = d->flags;
        break;
    case F_SETFL: {
        int fl = va_arg(ap, int);
        d->flags = (d->flags & O_ACCMODE) | (fl & (O_APPEND | O_NONBLOCK));
        r = 0;
        break;
    }
    case F_GETPIPE_SZ:
        r = __dios_pipe_size(d, 0, 0);
        break;
    case F_SETPIPE_SZ:
        r = __dios_pipe_size(d, 1, va_arg(ap, int));
        break;
    default:
        errno = EINVAL;
        r = -1;
    }
    va_end(ap);
    return r;
}

/* ---- reading and writing -------------------------------------------------- */

static ssize_t read_at(struct dios_node *n, void *buf, size_t len, size_t pos) {
    if (n->kind == DIOS_N_DIR) {
        errno = EISDIR;
        return -1;
    }
    if (pos >= n->size || len == 0)
        return 0;
    size_t k = n->size - pos;
    if (k > len)
        k = len;
    __builtin_memcpy(buf, n->data + pos, k);
    return (ssize_t)k;
}

static ssize_t write_at(struct dios_node *n, const void *buf, size_t len, size_t pos) {
    if (n->kind == DIOS_N_CONSOLE) {
        if (len > 0 && n->trace >= 0) /* (/dev/null's is -1: fs.c) */
            __vm_trace_bytes(n->trace, buf, len);
        return (ssize_t)len;
    }
    if (len == 0)
        return 0;
    if (pos > MAX_SIZE || len > MAX_SIZE - pos) {
        errno = EFBIG;
        return -1;
    }
    if (pos + len > n->size)
        __dios_fs_resize(n, pos + len);
    __builtin_memcpy(n->data + pos, buf, len);
    return (ssize_t)len;
}

ssize_t read(int fd, void *buf, size_t len) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    if (!__dios_fs_readable(d)) {
        errno = EBADF;
        return -1;
    }
    __dios_stream_wait(d, "read");
    if (d->node->kind == DIOS_N_FIFO)
        return d->node->pipe->efd ? __dios_eventfd_read(d, buf, len) : __dios_pipe_read(d, buf, len);
    if (d->node->kind == DIOS_N_SOCKET)
        return __dios_sock_read(d, buf, len);
    if (d->node->kind == DIOS_N_EPOLL) /* (epoll.c) */
        return errno = EINVAL, -1;
    __dios_fs_visible();
    __dios_cancel_point(); /* right after its visible action (cancel.c) */
    ssize_t r = read_at(d->node, buf, len, d->pos);
    if (r > 0)
        d->pos += (size_t)r;
    return r;
}

ssize_t write(int fd, const void *buf, size_t len) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    if (!__dios_fs_writable(d)) {
        errno = EBADF;
        return -1;
    }
    __dios_stream_wait(d, "write");
    if (d->node->kind == DIOS_N_CONSOLE)
        return write_at(d->node, buf, len, 0);
    if (d->node->kind == DIOS_N_FIFO)
        return d->node->pipe->efd ? __dios_eventfd_write(d, buf, len) : __dios_pipe_write(d, buf, len);
    if (d->node->kind == DIOS_N_SOCKET)
        return __dios_sock_write(d, buf, len);
    __dios_fs_visible();
    __dios_cancel_point(); /* (console writes are not cancellation points) */
    if (d->flags & O_APPEND)
        d->pos = d->node->size;
    ssize_t r = write_at(d->node, buf, len, d->pos);
    if (r > 0)
        d->pos += (size_t)r;
    return r;
}

/* The open file of pread/pwrite, after their common checks; NULL with
 * errno set if one fails. */
static struct dios_ofd *positioned(int fd, off_t off, int writing) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return 0;
    if (!(writing ? __dios_fs_writable(d) : __dios_fs_readable(d))) {
        errno = EBADF;
        return 0;
    }
    if (d->node->kind == DIOS_N_CONSOLE || d->node->kind == DIOS_N_FIFO ||
        d->node->kind == DIOS_N_SOCKET) {
        errno = ESPIPE;
        return 0;
    }
    if (off < 0) {
        errno = EINVAL;
        return 0;
    }
    __dios_fs_visible();
    return d;
}

ssize_t pread(int fd, void *buf, size_t len, off_t off) {
    struct dios_ofd *d = positioned(fd, off, 0);
    if (!d)
        return -1;
    return read_at(d->node, buf, len, (size_t)off);
}

ssize_t pwrite(int fd, const void *buf, size_t len, off_t off) {
    struct dios_ofd *d = positioned(fd, off, 1);
    if (!d)
        return -1;
    /* Linux: with O_APPEND, pwrite appends whatever the offset */
    size_t pos = (d->flags & O_APPEND) ? d->node->size : (size_t)off;
    return write_at(d->node, buf, len, pos);
}

off_t lseek(int fd, off_t off, int whence) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    if (d->node->kind == DIOS_N_CONSOLE || d->node->kind == DIOS_N_FIFO ||
        d->node->kind == DIOS_N_SOCKET) {
        errno = ESPIPE;
        return -1;
    }
    __dios_fs_visible();
    long base;
    switch (whence) {
    case SEEK_SET:
        base = 0;
        break;
    case SEEK_CUR:
        base = (long)d->pos;
        break;
    case SEEK_END:
        base = (long)d->node->size;
        break;
    default:
        errno = EINVAL;
        return -1;
    }
    if ((off > 0 && base > __LONG_MAX__ - off) || base + off < 0) {
        errno = off > 0 ? EOVERFLOW : EINVAL;
        return -1;
    }
    d->pos = (size_t)(base + off);
    return (off_t)d->pos;
}

int ftruncate(int fd, off_t len) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    if (len < 0 || d->node->kind != DIOS_N_FILE || !__dios_fs_writable(d)) {
        errno = len < 0 ? EINVAL : d->node->kind == DIOS_N_DIR ? EISDIR : EINVAL;
        if (!__dios_fs_writable(d) && len >= 0)
            errno = EBADF;
        return -1;
    }
    if ((unsigned long)len > MAX_SIZE) {
        errno = EFBIG;
        return -1;
    }
    __dios_fs_visible();
    __dios_fs_resize(d->node, (size_t)len);
    return 0;
}

int fsync(int fd) { return __dios_fs_fd(fd) ? 0 : -1; }
int fdatasync(int fd) { return __dios_fs_fd(fd) ? 0 : -1; }

/* A terminal would be a tty; nothing here is. */
/* Advice changes nothing; it is checked as Linux checks it. */
int posix_fadvise(int fd, off_t off, off_t len, int advice) {
    (void)off;
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return EBADF;
    if (d->node->kind == DIOS_N_FIFO || d->node->kind == DIOS_N_SOCKET)
        return ESPIPE;
    if (len < 0 || advice < POSIX_FADV_NORMAL || advice > POSIX_FADV_NOREUSE)
        return EINVAL;
    return 0;
}

/* Makes the file at least off + len bytes long (new bytes are zero). */
int posix_fallocate(int fd, off_t off, off_t len) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return EBADF;
    if (off < 0 || len <= 0)
        return EINVAL;
    if (!__dios_fs_writable(d))
        return EBADF;
    if (d->node->kind == DIOS_N_FIFO || d->node->kind == DIOS_N_SOCKET)
        return ESPIPE;
    if (d->node->kind != DIOS_N_FILE)
        return ENODEV;
    if ((unsigned long)off > MAX_SIZE || (unsigned long)len > MAX_SIZE - (unsigned long)off)
        return EFBIG;
    __dios_fs_visible();
    if ((size_t)(off + len) > d->node->size)
        __dios_fs_resize(d->node, (size_t)(off + len));
    return 0;
}

/* Record locks of one process never conflict with each other (threads
 * share them), so every lock is granted at once. */
int lockf(int fd, int cmd, off_t len) {
    (void)len;
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    switch (cmd) {
    case F_LOCK:
    case F_TLOCK:
    case F_ULOCK:
        if ((d->flags & O_ACCMODE) == O_RDONLY)
            return errno = EBADF, -1;
        return 0;
    case F_TEST:
        return 0;
    default:
        return errno = EINVAL, -1;
    }
}

int isatty(int fd) {
    if (__dios_fs_fd(fd))
        errno = ENOTTY;
    return 0;
}
