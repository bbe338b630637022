// A descriptor received with SCM_RIGHTS refers to the same open file
// description as the one sent (like dup): reading through it moves the
// sender's offset too, so the sender's next read does not start at the
// beginning. The assertion that it does fails.
// EXPECT: error assert
#define _GNU_SOURCE
#include <assert.h>
#include <fcntl.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

int main(void) {
    int sv[2];
    assert(socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) == 0);
    int f = open("/tmp/shared", O_RDWR | O_CREAT | O_TRUNC, 0600);
    assert(write(f, "abcd", 4) == 4 && lseek(f, 0, SEEK_SET) == 0);
    union {
        char buf[CMSG_SPACE(sizeof(int))];
        struct cmsghdr align;
    } u;
    memset(&u, 0, sizeof u);
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_control = u.buf;
    m.msg_controllen = sizeof u.buf;
    struct cmsghdr *h = CMSG_FIRSTHDR(&m);
    h->cmsg_level = SOL_SOCKET;
    h->cmsg_type = SCM_RIGHTS;
    h->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(h), &f, sizeof(int));
    assert(sendmsg(sv[0], &m, 0) == 0);
    memset(&u, 0, sizeof u);
    m.msg_controllen = sizeof u.buf;
    assert(recvmsg(sv[1], &m, 0) == 0 && !(m.msg_flags & MSG_CTRUNC));
    int g;
    memcpy(&g, CMSG_DATA(CMSG_FIRSTHDR(&m)), sizeof g);
    assert(g != f);
    char b[2];
    assert(read(g, b, 2) == 2 && b[0] == 'a');
    assert(read(f, b, 2) == 2);
    assert(b[0] == 'a'); // ERROR
    return 0;
}
