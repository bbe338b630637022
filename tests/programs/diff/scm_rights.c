// Descriptor passing (SCM_RIGHTS) over AF_UNIX socket pairs: the received
// descriptor is new and shares the open file description (the file
// offset); a descriptor in flight keeps its pipe end open after the
// sender closes it; a control buffer too small gets the descriptors that
// fit, MSG_CTRUNC, and the rest are closed (their pipes see end of
// file); a plain read closes them; a stream receive ends with the message
// that carries descriptors; closing the receiving socket closes those
// in flight to it; datagram and seqpacket pairs pass them too.
// Output compared with the native run.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

static int send_fds(int sock, const char *data, size_t len, const int *fds, int n) {
    union {
        char buf[CMSG_SPACE(4 * sizeof(int))];
        struct cmsghdr align;
    } u;
    memset(&u, 0, sizeof u);
    struct iovec v = {(void *)data, len};
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = &v;
    m.msg_iovlen = 1;
    if (n > 0) {
        m.msg_control = u.buf;
        m.msg_controllen = CMSG_SPACE(n * sizeof(int));
        struct cmsghdr *c = CMSG_FIRSTHDR(&m);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(n * sizeof(int));
        memcpy(CMSG_DATA(c), fds, n * sizeof(int));
    }
    return (int)sendmsg(sock, &m, 0);
}

/* Receives into buf with room for `room` descriptors (-1: no control
 * buffer); prints what came; the descriptors into fds. */
static int recv_fds(int sock, size_t len, int room, int *fds) {
    union {
        char buf[CMSG_SPACE(4 * sizeof(int))];
        struct cmsghdr align;
    } u;
    memset(&u, 0, sizeof u);
    char data[64];
    struct iovec v = {data, len};
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = &v;
    m.msg_iovlen = 1;
    if (room >= 0) {
        m.msg_control = u.buf;
        m.msg_controllen = room ? CMSG_SPACE(room * sizeof(int)) : sizeof(struct cmsghdr) - 1;
    }
    ssize_t r = recvmsg(sock, &m, 0);
    int n = 0;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c))
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
            int k = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
            memcpy(fds + n, CMSG_DATA(c), k * sizeof(int));
            n += k;
        }
    printf("recvmsg: %zd '%.*s' fds %d ctrunc %d controllen %zu\n", r, r > 0 ? (int)r : 0, data, n,
           (m.msg_flags & MSG_CTRUNC) != 0, (size_t)m.msg_controllen);
    return n;
}

static void show_read(const char *what, int fd) {
    char b[16];
    ssize_t r = read(fd, b, sizeof b);
    printf("%s: %zd %s\n", what, r, r < 0 && errno == EAGAIN ? "EAGAIN" : "");
}

int main(void) {
    int sv[2], fds[4], got[4];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
        return 1;

    /* a file: the offset is shared */
    char path[64];
    snprintf(path, sizeof path, "/tmp/divm_scm_%d", (int)getpid());
    int f = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    printf("write: %zd\n", write(f, "abcdef", 6));
    lseek(f, 0, SEEK_SET);
    printf("sendmsg: %d\n", send_fds(sv[0], "F", 1, &f, 1));
    int n = recv_fds(sv[1], 64, 1, got);
    char b[8] = {0};
    printf("new descriptor: %d, other than the sent one: %d\n", n == 1 && got[0] > 2, got[0] != f);
    printf("read via received: %zd '%.2s'\n", read(got[0], b, 2), b);
    printf("read via original: %zd '%.2s'\n", read(f, b, 2), b);
    printf("offset: %ld\n", (long)lseek(got[0], 0, SEEK_CUR));
    close(got[0]);
    close(f);
    unlink(path);

    /* a pipe's write end in flight while the sender closes it */
    int p[2];
    pipe(p);
    printf("sendmsg: %d\n", send_fds(sv[0], "P", 1, &p[1], 1));
    close(p[1]);
    n = recv_fds(sv[1], 64, 1, got);
    printf("write via received: %zd\n", write(got[0], "hi", 2));
    close(got[0]);
    printf("read: %zd\n", read(p[0], b, sizeof b));
    printf("then: %zd (end of file)\n", read(p[0], b, sizeof b));
    close(p[0]);

    /* three write ends, room for one: the others are closed */
    int a[2], c[2], d[2];
    pipe2(a, O_NONBLOCK), pipe2(c, O_NONBLOCK), pipe2(d, O_NONBLOCK);
    fds[0] = a[1], fds[1] = c[1], fds[2] = d[1];
    printf("sendmsg: %d\n", send_fds(sv[0], "T", 1, fds, 3));
    close(a[1]), close(c[1]), close(d[1]);
    n = recv_fds(sv[1], 64, 1, got);
    show_read("first pipe (its end received)", a[0]);
    show_read("second pipe", c[0]);
    show_read("third pipe", d[0]);
    close(got[0]);
    show_read("first pipe after its close", a[0]);

    /* no room at all; a plain read */
    pipe2(a, O_NONBLOCK);
    printf("sendmsg: %d\n", send_fds(sv[0], "N", 1, &a[1], 1));
    close(a[1]);
    recv_fds(sv[1], 64, 0, got);
    show_read("pipe", a[0]);
    close(a[0]);
    pipe2(a, O_NONBLOCK);
    printf("sendmsg: %d\n", send_fds(sv[0], "R", 1, &a[1], 1));
    close(a[1]);
    printf("read: %zd\n", read(sv[1], b, sizeof b));
    show_read("pipe", a[0]);
    close(a[0]);

    /* a stream receive stops after the message with descriptors */
    pipe(a);
    printf("send: %zd\n", send(sv[0], "xy", 2, 0));
    printf("sendmsg: %d\n", send_fds(sv[0], "z", 1, &a[1], 1));
    printf("send: %zd\n", send(sv[0], "after", 5, 0));
    n = recv_fds(sv[1], 64, 2, got);
    close(got[0]);
    recv_fds(sv[1], 64, 2, got);
    /* the descriptors come with the first receive of their message */
    printf("sendmsg: %d\n", send_fds(sv[0], "long", 4, &a[1], 1));
    recv_fds(sv[1], 2, 2, got);
    close(got[0]);
    recv_fds(sv[1], 64, 2, got);
    close(a[0]), close(a[1]);

    /* the receiving socket closed with descriptors in flight to it */
    pipe2(a, O_NONBLOCK);
    printf("sendmsg: %d\n", send_fds(sv[0], "C", 1, &a[1], 1));
    close(a[1]);
    show_read("pipe, in flight", a[0]);
    close(sv[1]);
    show_read("pipe, receiver closed", a[0]);
    close(a[0]);
    close(sv[0]);

    /* datagrams and sequenced packets */
    int types[2] = {SOCK_DGRAM, SOCK_SEQPACKET};
    for (int i = 0; i < 2; i++) {
        socketpair(AF_UNIX, types[i], 0, sv);
        pipe(a);
        printf("sendmsg: %d\n", send_fds(sv[0], "", 0, &a[1], 1));
        printf("sendmsg: %d\n", send_fds(sv[0], "two", 3, fds, 0));
        close(a[1]);
        n = recv_fds(sv[1], 64, 1, got);
        printf("write via received: %zd\n", write(got[0], "!", 1));
        close(got[0]);
        printf("read: %zd\n", read(a[0], b, sizeof b));
        printf("then: %zd\n", read(a[0], b, sizeof b));
        recv_fds(sv[1], 64, 1, got);
        close(a[0]);
        close(sv[0]), close(sv[1]);
    }
    return 0;
}
