// recvmsg blocks like recv: main waits for a datagram on a socketpair end that nobody sends to (the other end stays open), and the other thread waits in recvmsg too: a deadlock.
// EXPECT: error deadlock
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>

static int sv[2];

static void *other(void *arg) {
    (void)arg;
    char c;
    struct iovec v = {&c, 1};
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = &v;
    m.msg_iovlen = 1;
    recvmsg(sv[1], &m, 0); // ERROR-ANY
    return 0;
}

int main(void) {
    socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
    pthread_t t;
    pthread_create(&t, 0, other, 0);
    char c;
    struct iovec v = {&c, 1};
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = &v;
    m.msg_iovlen = 1;
    recvmsg(sv[0], &m, 0); // ERROR-ANY
    pthread_join(t, 0);
    return 0;
}
