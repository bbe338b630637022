// Two threads each sendmsg one datagram built from three buffers on the same end of a datagram socketpair; main recvmsg's both into two buffers. A sendmsg is one message whatever the interleaving: each arrives whole and unmixed (in either order), and recvmsg sets no MSG_TRUNC.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>

static int sv[2];

static void *sender(void *arg) {
    const char *s = arg; /* "aaa" or "bbb" */
    struct iovec v[3] = {{(void *)s, 1}, {(void *)(s + 1), 1}, {(void *)(s + 2), 1}};
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = v;
    m.msg_iovlen = 3;
    assert(sendmsg(sv[0], &m, 0) == 3);
    return 0;
}

int main(void) {
    socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
    pthread_t a, b;
    pthread_create(&a, 0, sender, "aaa");
    pthread_create(&b, 0, sender, "bbb");
    int seen_a = 0, seen_b = 0;
    for (int i = 0; i < 2; i++) {
        char x[2], y[2];
        struct iovec v[2] = {{x, 2}, {y, 2}};
        struct msghdr m;
        memset(&m, 0, sizeof m);
        m.msg_iov = v;
        m.msg_iovlen = 2;
        assert(recvmsg(sv[1], &m, 0) == 3);
        assert(m.msg_flags == 0);
        assert(x[0] == x[1] && x[1] == y[0]);
        seen_a += x[0] == 'a';
        seen_b += x[0] == 'b';
    }
    assert(seen_a == 1 && seen_b == 1);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
