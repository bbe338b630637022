/* uio.c -- scatter-gather I/O: readv, writev, sendmsg, recvmsg.
 *
 * Each call gathers its buffers into one (an OS object) and makes one
 * transfer through read, write, sendto or recvfrom, so it is what that
 * transfer is: one visible action, atomic as that call is (a writev of at
 * most PIPE_BUF bytes to a pipe goes in whole; a sendmsg on a datagram
 * socket is one message), blocking and failing as it does; recvmsg then
 * scatters what came.
 *
 * Ancillary data is not supported: sendmsg with a control message
 * (SCM_RIGHTS, SCM_CREDENTIALS, ...) fails with EOPNOTSUPP, and recvmsg
 * never returns one (msg_controllen is set to 0). recvmsg sets MSG_TRUNC
 * in msg_flags when a datagram was longer than the buffers (the rest is
 * lost) and, with MSG_TRUNC among its flags, returns the datagram's real
 * length, as Linux does. Limits are Linux's: more than UIO_MAXIOV (1024)
 * buffers is EINVAL for readv/writev and EMSGSIZE for sendmsg/recvmsg; a
 * total above SSIZE_MAX is EINVAL. A VM object holds at most 2^31 - 1
 * bytes: a larger total is EINVAL here. */
#include "dios.h"
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

ssize_t sendmsg(int fd, const struct msghdr *msg, int flags) {
    if (!msg) {
        errno = EFAULT;
        return -1;
    }
    long total = total_of(msg->msg_iov, msg->msg_iovlen, EMSGSIZE);
    if (total < 0)
        return -1;
    if (msg->msg_control && msg->msg_controllen >= sizeof(struct cmsghdr)) {
        int type;
        socklen_t len = sizeof type;
        if (getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len) < 0)
            return -1; /* EBADF, ENOTSOCK first */
        errno = EOPNOTSUPP; /* no ancillary data (descriptor passing, credentials) */
        return -1;
    }
    char *buf = gather(msg->msg_iov, msg->msg_iovlen, (size_t)total, 1);
    ssize_t r = sendto(fd, buf, (size_t)total, flags, msg->msg_name, msg->msg_name ? msg->msg_namelen : 0);
    __vm_obj_free(buf);
    return r;
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
    /* a datagram's real length tells whether it was cut */
    ssize_t r = recvfrom(fd, buf, (size_t)total, flags | (dgram ? MSG_TRUNC : 0), msg->msg_name, alen);
    if (r >= 0) {
        size_t k = (size_t)r < (size_t)total ? (size_t)r : (size_t)total;
        scatter(msg->msg_iov, msg->msg_iovlen, buf, k);
        msg->msg_flags = dgram && (size_t)r > (size_t)total ? MSG_TRUNC : 0;
        msg->msg_controllen = 0; /* no ancillary data */
        if (!(flags & MSG_TRUNC))
            r = (ssize_t)k;
    }
    __vm_obj_free(buf);
    return r;
}
