// shutdown(SHUT_WR) on one end of a stream socketpair gives the other end the bytes sent and then end of file (read returns 0), while the reverse direction still works; a later send on the shut end fails with EPIPE (MSG_NOSIGNAL: no SIGPIPE).
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>

static int sv[2];

static void *reader(void *arg) {
    (void)arg;
    char buf[8];
    int total = 0;
    ssize_t n;
    while ((n = read(sv[1], buf, sizeof buf)) > 0)
        total += (int)n;
    assert(n == 0 && total == 3);
    assert(write(sv[1], "ok", 2) == 2); /* the other direction is still open */
    return 0;
}

int main(void) {
    assert(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0);
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    assert(write(sv[0], "abc", 3) == 3);
    assert(shutdown(sv[0], SHUT_WR) == 0);
    char buf[2];
    assert(recv(sv[0], buf, 2, MSG_WAITALL) == 2 && buf[0] == 'o' && buf[1] == 'k');
    assert(send(sv[0], "x", 1, MSG_NOSIGNAL) == -1 && errno == EPIPE);
    pthread_join(t, 0);
    return 0;
}
