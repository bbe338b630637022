/* uio.c -- scatter-gather I/O: readv, writev, sendmsg, recvmsg.
 *
 * Each call gathers its buffers into one (an OS object) and makes one
 * transfer through read, write, sendto or recvfrom, so it is what that
 * transfer is: one visible action, atomic as that call is (a writev of at
 * most PIPE_BUF bytes to a pipe goes in whole; a sendmsg on a datagram
 * socket is one message), blocking and failing as it does; recvmsg then
 * scatters what came.
 *
 * Descriptor passing (SCM_RIGHTS) on connected sockets: sendmsg takes a
 * reference to each description named and hands the record to its send
 * (t->rights_out), which attaches it to the message's first byte
 * (pipe.c); a receive that reaches it takes it (t->rights_in) and ends
 * with that message; recvmsg installs the descriptors (a plain read or
 * recv closes them), as many as its control buffer holds, closing the
 * rest with MSG_CTRUNC. Other control messages (SCM_CREDENTIALS) fail
 * with EOPNOTSUPP; without descriptors msg_controllen is set to 0.
 * recvmsg sets MSG_TRUNC
 * in msg_flags when a datagram was longer than the buffers (the rest is
 * lost) and, with MSG_TRUNC among its flags, returns the datagram's real
 * length, as Linux does. Limits are Linux's: more than UIO_MAXIOV (1024)
 * buffers is EINVAL for readv/writev and EMSGSIZE for sendmsg/recvmsg; a
 * total above SSIZE_MAX is EINVAL. A VM object holds at most 2^31 - 1
 * bytes: a larger total is EINVAL here. */
#include "dios.h"
#include "fs.h"
#include <errno.h>
#include <limits.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

#define MAX_TOTAL 0x7fffffffu /* VM objects have 32-bit offsets */

/* The total length of the buffers, or -1 with errno set (`many`: the
 * error for too many buffers). */
static long total_of(const struct iovec *iov, size_t n, int many) {
    if (n > UIO_MAXIOV) {
        errno = many;
        return -1;
    }
    size_t total = 0;
    for (size_t i = 0; i < n; i++) {
        if (iov[i].iov_len > MAX_TOTAL - total) {
            errno = EINVAL;
            return -1;
        }
        total += iov[i].iov_len;
    }
    return (long)total;
}

/* A buffer of `total` bytes (at least one), holding the buffers' bytes if
 * `fill`. */
static char *gather(const struct iovec *iov, size_t n, size_t total, int fill) {
    char *buf = __dios_alloc(total ? total : 1);
    if (fill)
        for (size_t i = 0, at = 0; i < n; at += iov[i].iov_len, i++)
            __builtin_memcpy(buf + at, iov[i].iov_base, iov[i].iov_len);
    return buf;
}

/* Copies the first k bytes of buf out to the buffers, in order. */
static void scatter(const struct iovec *iov, size_t n, const char *buf, size_t k) {
    for (size_t i = 0; i < n && k > 0; i++) {
        size_t m = iov[i].iov_len < k ? iov[i].iov_len : k;
        __builtin_memcpy(iov[i].iov_base, buf, m);
        buf += m;
        k -= m;
    }
}

ssize_t writev(int fd, const struct iovec *iov, int iovcnt) {
    long total = iovcnt < 0 ? (errno = EINVAL, -1) : total_of(iov, (size_t)iovcnt, EINVAL);
    if (total < 0)
        return -1;
    char *buf = gather(iov, (size_t)iovcnt, (size_t)total, 1);
    ssize_t r = write(fd, buf, (size_t)total);
    __vm_obj_free(buf);
    return r;
}

ssize_t readv(int fd, const struct iovec *iov, int iovcnt) {
    long total = iovcnt < 0 ? (errno = EINVAL, -1) : total_of(iov, (size_t)iovcnt, EINVAL);
    if (total < 0)
        return -1;
    char *buf = gather(iov, (size_t)iovcnt, (size_t)total, 0);
    ssize_t r = read(fd, buf, (size_t)total);
    if (r > 0)
        scatter(iov, (size_t)iovcnt, buf, (size_t)r);
    __vm_obj_free(buf);
    return r;
}

/* The descriptors of msg's SCM_RIGHTS control messages (Linux merges
 * several) as a record in flight, each description referenced once more
 * (NULL with none); -1 with errno set: a control message too short or
 * past the buffer (EINVAL), of another kind (EOPNOTSUPP: SCM_CREDENTIALS
 * is not provided), a descriptor not open (EBADF), more than 253
 * (SCM_MAX_FD: EINVAL), a socket that is not connected (EOPNOTSUPP:
 * named datagram sockets pass no descriptors here). */
static int rights_of(int fd, const struct msghdr *msg, struct dios_rights **out) {
    *out = NULL;
    if (!msg->msg_control || msg->msg_controllen < sizeof(struct cmsghdr))
        return 0;
    int type;
    socklen_t len = sizeof type;
    if (getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len) < 0)
        return -1; /* EBADF, ENOTSOCK first */
    const unsigned char *at = msg->msg_control, *end = at + msg->msg_controllen;
    unsigned n = 0;
    for (const unsigned char *c = at; c + sizeof(struct cmsghdr) <= end;) {
        const struct cmsghdr *h = (const struct cmsghdr *)c;
        if (h->cmsg_len < sizeof(struct cmsghdr) || h->cmsg_len > (size_t)(end - c))
            return errno = EINVAL, -1;
        if (h->cmsg_level != SOL_SOCKET || h->cmsg_type != SCM_RIGHTS)
            return errno = EOPNOTSUPP, -1;
        n += (unsigned)((h->cmsg_len - CMSG_LEN(0)) / sizeof(int));
        c += CMSG_ALIGN(h->cmsg_len);
    }
    if (n > 253)
        return errno = EINVAL, -1;
    if (!__dios_sock_conn(fd))
        return errno = EOPNOTSUPP, -1;
    __dios_fs_visible(); /* the descriptors, as close sees them */
    struct dios_fs *f = __dios_fs();
    for (const unsigned char *c = at; c + sizeof(struct cmsghdr) <= end;) {
        const struct cmsghdr *h = (const struct cmsghdr *)c;
        const int *fds = (const int *)CMSG_DATA(h);
        for (size_t i = 0; i < (h->cmsg_len - CMSG_LEN(0)) / sizeof(int); i++)
            if (fds[i] < 0 || (unsigned)fds[i] >= f->nfds || !f->fds[fds[i]])
                return errno = EBADF, -1;
        c += CMSG_ALIGN(h->cmsg_len);
    }
    if (n == 0)
        return 0;
    struct dios_rights *r = __dios_alloc(sizeof *r);
    r->ofd = __dios_alloc(n * sizeof *r->ofd);
    for (const unsigned char *c = at; c + sizeof(struct cmsghdr) <= end;) {
        const struct cmsghdr *h = (const struct cmsghdr *)c;
        const int *fds = (const int *)CMSG_DATA(h);
        for (size_t i = 0; i < (h->cmsg_len - CMSG_LEN(0)) / sizeof(int); i++) {
            struct dios_ofd *d = f->fds[fds[i]];
            d->refs++; /* in flight: it stays open if the sender closes its descriptor */
            r->ofd[r->n++] = d;
        }
        c += CMSG_ALIGN(h->cmsg_len);
    }
    f->unref = __dios_fs_unref;
    *out = r;
    return 0;
}

ssize_t sendmsg(int fd, const struct msghdr *msg, int flags) {
    if (!msg) {
        errno = EFAULT;
        return -1;
    }
    long total = total_of(msg->msg_iov, msg->msg_iovlen, EMSGSIZE);
    if (total < 0)
        return -1;
    struct dios_rights *rights;
    if (rights_of(fd, msg, &rights) < 0)
        return -1;
    char *buf = gather(msg->msg_iov, msg->msg_iovlen, (size_t)total, 1);
    struct dios_thread *t = __dios_self();
    t->rights_out = rights; /* the send attaches it to its message (pipe.c) */
    ssize_t r = sendto(fd, buf, (size_t)total, flags, msg->msg_name, msg->msg_name ? msg->msg_namelen : 0);
    t = __dios_self();
    if (t->rights_out) { /* not sent (an error, or no byte of a stream): they stay with the sender */
        __dios_rights_drop(t->rights_out);
        t->rights_out = NULL;
    }
    __vm_obj_free(buf);
    return r;
}

/* Installs the descriptors a receive took as a SCM_RIGHTS control message
 * in msg's control buffer, as many as fit (Linux's scm_detach_fds): the
 * rest are closed and MSG_CTRUNC is set. */
static void put_rights(struct msghdr *msg, struct dios_rights *r) {
    size_t room = msg->msg_control && msg->msg_controllen > CMSG_LEN(0) ? msg->msg_controllen : 0;
    unsigned fit = room ? (unsigned)((room - CMSG_LEN(0)) / sizeof(int)) : 0, k = 0;
    int fds[253];
    if (fit > r->n)
        fit = r->n;
    __dios_fs_visible(); /* the new descriptors */
    for (; k < fit; k++) {
        fds[k] = __dios_fs_install(r->ofd[k], 0);
        if (fds[k] < 0)
            break; /* EMFILE: the rest are closed */
        r->ofd[k]->refs--; /* (the reference in flight is the descriptor's now) */
    }
    msg->msg_controllen = 0;
    if (k > 0) {
        struct cmsghdr *h = msg->msg_control;
        h->cmsg_len = CMSG_LEN(k * sizeof(int));
        h->cmsg_level = SOL_SOCKET;
        h->cmsg_type = SCM_RIGHTS;
        __builtin_memcpy(CMSG_DATA(h), fds, k * sizeof(int));
        size_t used = CMSG_SPACE(k * sizeof(int));
        msg->msg_controllen = used < room ? used : room;
    }
    if (k < r->n)
        msg->msg_flags |= MSG_CTRUNC;
    for (unsigned i = k; i < r->n; i++)
        __dios_fs_unref(r->ofd[i]);
    __vm_obj_free(r->ofd);
    __vm_obj_free(r);
}

ssize_t recvmsg(int fd, struct msghdr *msg, int flags) {
    if (!msg) {
        errno = EFAULT;
        return -1;
    }
    int type;
    socklen_t tlen = sizeof type;
    if (getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &tlen) < 0)
        return -1;
    long total = total_of(msg->msg_iov, msg->msg_iovlen, EMSGSIZE);
    if (total < 0)
        return -1;
    char *buf = gather(msg->msg_iov, msg->msg_iovlen, (size_t)total, 0);
    int dgram = type != SOCK_STREAM;
    socklen_t *alen = msg->msg_name ? &msg->msg_namelen : NULL;
    struct dios_thread *t = __dios_self();
    t->want_rights = 1; /* descriptors a receive takes stay in t->rights_in (socket.c) */
    /* a datagram's real length tells whether it was cut */
    ssize_t r = recvfrom(fd, buf, (size_t)total, flags | (dgram ? MSG_TRUNC : 0), msg->msg_name, alen);
    t = __dios_self();
    t->want_rights = 0;
    struct dios_rights *rights = t->rights_in;
    t->rights_in = NULL;
    if (r >= 0) {
        size_t k = (size_t)r < (size_t)total ? (size_t)r : (size_t)total;
        scatter(msg->msg_iov, msg->msg_iovlen, buf, k);
        msg->msg_flags = dgram && (size_t)r > (size_t)total ? MSG_TRUNC : 0;
        if (rights)
            put_rights(msg, rights); /* (MSG_CMSG_CLOEXEC: no exec, nothing to do) */
        else
            msg->msg_controllen = 0;
        if (!(flags & MSG_TRUNC))
            r = (ssize_t)k;
    } else {
        __dios_rights_drop(rights); /* (none: a failed receive takes nothing) */
    }
    __vm_obj_free(buf);
    return r;
}
