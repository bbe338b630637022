// Two threads each sendmsg one datagram (two buffers) on the same end of a datagram socketpair; main assumes the first thread's message comes first, which fails in the interleaving where the second thread sends first.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>

static int sv[2];

static void *sender(void *arg) {
    struct iovec v[2] = {{arg, 1}, {"!", 1}};
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = v;
    m.msg_iovlen = 2;
    sendmsg(sv[0], &m, 0);
    return 0;
}

int main(void) {
    socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
    pthread_t a, b;
    pthread_create(&a, 0, sender, "a");
    pthread_create(&b, 0, sender, "b");
    char buf[2];
    struct iovec v = {buf, 2};
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = &v;
    m.msg_iovlen = 1;
    recvmsg(sv[1], &m, 0);
    assert(buf[0] == 'a'); // ERROR
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
