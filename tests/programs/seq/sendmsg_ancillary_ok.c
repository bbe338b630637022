// sendmsg with a control message other than SCM_RIGHTS (SCM_CREDENTIALS) fails with EOPNOTSUPP: divm does not provide it (docs/semantics.md, Sockets), and says so rather than dropping it; the bytes are not sent. A bad descriptor is EBADF first, a pipe ENOTSOCK; SCM_RIGHTS of a descriptor not open is EBADF.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

int main(void) {
    int sv[2], p[2];
    socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
    pipe(p);
    union {
        char buf[CMSG_SPACE(sizeof(int))];
        struct cmsghdr align;
    } u;
    memset(&u, 0, sizeof u);
    struct iovec v = {"x", 1};
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = &v;
    m.msg_iovlen = 1;
    m.msg_control = u.buf;
    m.msg_controllen = sizeof u.buf;
    struct cmsghdr *c = CMSG_FIRSTHDR(&m);
    assert(c == &u.align);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_CREDENTIALS;
    c->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(c), &p[0], sizeof(int));
    assert(CMSG_NXTHDR(&m, c) == 0);
    errno = 0;
    assert(sendmsg(sv[0], &m, 0) == -1 && errno == EOPNOTSUPP);
    assert(sendmsg(99, &m, 0) == -1 && errno == EBADF);
    assert(sendmsg(p[1], &m, 0) == -1 && errno == ENOTSOCK);
    c->cmsg_type = SCM_RIGHTS;
    int bad = 77;
    memcpy(CMSG_DATA(c), &bad, sizeof(int));
    assert(sendmsg(sv[0], &m, 0) == -1 && errno == EBADF);
    char b;
    assert(recv(sv[1], &b, 1, MSG_DONTWAIT) == -1 && errno == EAGAIN);
    m.msg_control = 0;
    m.msg_controllen = 0;
    assert(sendmsg(sv[0], &m, 0) == 1);
    assert(recv(sv[1], &b, 1, 0) == 1 && b == 'x');
    return 0;
}
