// The receiver reads the message with plain read() instead of recvmsg:
// the descriptor it carried is closed (Linux), so the pipe's last write end
// is gone and the main thread's read sees end of file, not the byte the
// receiver meant to send through it; the assertion fails.
// EXPECT: error assert
// TAGS: threads socket
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

static int sv[2], p[2];

static void *receiver(void *arg) {
    (void)arg;
    char c;
    assert(read(sv[1], &c, 1) == 1 && c == 'w');
    return NULL;
}

int main(void) {
    assert(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0 && pipe(p) == 0);
    pthread_t t;
    pthread_create(&t, NULL, receiver, NULL);
    union {
        char buf[CMSG_SPACE(sizeof(int))];
        struct cmsghdr align;
    } u;
    memset(&u, 0, sizeof u);
    struct iovec v = {"w", 1};
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
    assert(read(p[0], &c, 1) == 1); // ERROR
    pthread_join(t, NULL);
    return 0;
}
