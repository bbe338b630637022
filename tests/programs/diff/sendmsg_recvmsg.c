// Scatter-gather I/O in one thread, printed and compared with the native run: writev and readv on a pipe, sendmsg and recvmsg on a stream socketpair (bytes across the buffers) and a datagram one (one message per call, MSG_TRUNC in msg_flags when cut, the real length with the MSG_TRUNC flag, MSG_PEEK), and the bad arguments (EBADF, ENOTSOCK, EINVAL, EMSGSIZE).
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

static void show(const char *what, long r) {
    if (r < 0)
        printf("%s: -1 %s\n", what, strerror(errno));
    else
        printf("%s: %ld\n", what, r);
}

static char a[4], b[3], c[8];
static struct iovec iov[3] = {{a, sizeof a}, {b, sizeof b}, {c, sizeof c}};

static void clear(void) {
    memset(a, '.', sizeof a);
    memset(b, '.', sizeof b);
    memset(c, '.', sizeof c);
}

static void dump(void) { printf("  [%.4s] [%.3s] [%.8s]\n", a, b, c); }

static long rmsg(int fd, size_t n, int flags) {
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = iov;
    m.msg_iovlen = n;
    m.msg_flags = 0x7777;
    m.msg_controllen = 0;
    clear();
    long r = recvmsg(fd, &m, flags);
    show("recvmsg", r);
    if (r >= 0)
        printf("  msg_flags %#x controllen %zu\n", (unsigned)m.msg_flags, m.msg_controllen);
    dump();
    return r;
}

int main(void) {
    int p[2];
    pipe(p);
    struct iovec out[3] = {{"hello", 5}, {"", 0}, {" world", 6}};
    show("writev", writev(p[1], out, 3));
    clear();
    show("readv", readv(p[0], iov, 3));
    dump();
    show("writev none", writev(p[1], out, 0));
    show("writev -1", writev(p[1], out, -1));
    show("readv bad fd", readv(99, iov, 1));
    show("writev 2000", writev(p[1], out, 2000));

    int sv[2];
    socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = out;
    m.msg_iovlen = 3;
    show("sendmsg stream", sendmsg(sv[0], &m, 0));
    show("sendmsg stream again", sendmsg(sv[0], &m, 0));
    rmsg(sv[1], 2, 0);
    rmsg(sv[1], 3, MSG_PEEK);
    rmsg(sv[1], 3, 0);
    rmsg(sv[1], 3, MSG_DONTWAIT);
    close(sv[0]);
    close(sv[1]);

    socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
    show("sendmsg dgram", sendmsg(sv[0], &m, 0));
    show("sendmsg dgram again", sendmsg(sv[0], &m, 0));
    struct iovec big = {"0123456789abcdefghij", 20};
    m.msg_iov = &big;
    m.msg_iovlen = 1;
    show("sendmsg dgram, 20 bytes", sendmsg(sv[0], &m, 0));
    show("sendmsg dgram, 20 bytes again", sendmsg(sv[0], &m, 0));
    m.msg_iovlen = 0;
    show("sendmsg dgram, empty", sendmsg(sv[0], &m, 0));
    rmsg(sv[1], 3, MSG_PEEK);
    rmsg(sv[1], 3, 0);
    rmsg(sv[1], 1, 0);
    rmsg(sv[1], 3, 0);
    rmsg(sv[1], 2, MSG_TRUNC);
    rmsg(sv[1], 3, 0);
    rmsg(sv[1], 3, MSG_DONTWAIT);

    /* bad arguments */
    m.msg_iov = out;
    m.msg_iovlen = 3;
    show("sendmsg bad fd", sendmsg(99, &m, 0));
    show("sendmsg pipe", sendmsg(p[1], &m, 0));
    show("recvmsg pipe", recvmsg(p[0], &m, 0));
    m.msg_iovlen = 2000;
    show("sendmsg 2000 buffers", sendmsg(sv[0], &m, 0));
    show("recvmsg 2000 buffers", recvmsg(sv[1], &m, 0));
    return 0;
}
