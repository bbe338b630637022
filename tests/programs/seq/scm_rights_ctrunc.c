// recvmsg without room for the descriptors a message carries: they are
// closed and MSG_CTRUNC is set, with no control message (Linux). A program
// that assumes it got one is wrong.
// EXPECT: error assert
#define _GNU_SOURCE
#include <assert.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

int main(void) {
    int sv[2], p[2];
    assert(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0 && pipe(p) == 0);
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
    struct cmsghdr *h = CMSG_FIRSTHDR(&m);
    h->cmsg_level = SOL_SOCKET;
    h->cmsg_type = SCM_RIGHTS;
    h->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(h), &p[1], sizeof(int));
    assert(sendmsg(sv[0], &m, 0) == 1);
    close(p[1]);
    char c;
    struct iovec w = {&c, 1};
    struct msghdr r;
    memset(&r, 0, sizeof r);
    r.msg_iov = &w;
    r.msg_iovlen = 1; /* no control buffer */
    assert(recvmsg(sv[1], &r, 0) == 1 && c == 'x');
    assert(r.msg_controllen == 0);
    assert(read(p[0], &c, 1) == 0); /* its last write end was closed */
    assert(!(r.msg_flags & MSG_CTRUNC)); // ERROR
    return 0;
}
