// poll and select in one thread, printed and compared with the native run: the readiness of pipe ends (empty, holding bytes, no writer: POLLHUP, no reader: POLLERR, full), of a socketpair through SHUT_WR and close, of an unconnected and a listening socket, of a regular file; and the bad arguments (POLLNVAL, a negative descriptor ignored, select's EBADF and EINVAL, poll's EINVAL).
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#define ALL (POLLIN | POLLOUT | POLLPRI | POLLRDHUP | POLLRDNORM | POLLWRNORM)

static void one(const char *what, int fd, short events) {
    struct pollfd p = {fd, events, 0x7777};
    int r = poll(&p, 1, 0);
    if (r < 0)
        printf("%s: -1 %s\n", what, strerror(errno));
    else
        printf("%s: %d revents %#x\n", what, r, (unsigned)p.revents);
}

static void sel(const char *what, int fd) {
    fd_set rd, wr, ex;
    FD_ZERO(&rd);
    FD_ZERO(&wr);
    FD_ZERO(&ex);
    FD_SET(fd, &rd);
    FD_SET(fd, &wr);
    FD_SET(fd, &ex);
    struct timeval tv = {0, 0};
    int r = select(fd + 1, &rd, &wr, &ex, &tv);
    if (r < 0)
        printf("%s: select -1 %s\n", what, strerror(errno));
    else
        printf("%s: select %d r%d w%d x%d\n", what, r, FD_ISSET(fd, &rd), FD_ISSET(fd, &wr), FD_ISSET(fd, &ex));
}

int main(void) {
    signal(SIGPIPE, SIG_IGN);
    int p[2];
    pipe(p);
    one("pipe read end, empty", p[0], ALL);
    one("pipe write end, empty", p[1], ALL);
    sel("pipe read end, empty", p[0]);
    write(p[1], "x", 1);
    one("pipe read end, a byte", p[0], ALL);
    one("pipe read end, a byte, POLLOUT asked", p[0], POLLOUT);
    sel("pipe read end, a byte", p[0]);
    close(p[1]);
    one("pipe read end, no writer", p[0], POLLIN);
    one("pipe read end, no writer, nothing asked", p[0], 0);
    sel("pipe read end, no writer", p[0]);
    char c;
    read(p[0], &c, 1);
    one("pipe read end, no writer, drained", p[0], POLLIN);
    close(p[0]);

    pipe(p);
    close(p[0]);
    one("pipe write end, no reader", p[1], POLLOUT);
    sel("pipe write end, no reader", p[1]);
    close(p[1]);

    pipe(p);
    fcntl(p[1], F_SETPIPE_SZ, 4096);
    write(p[1], "y", 1);
    one("pipe write end, 4096 bytes, one in", p[1], POLLOUT);
    read(p[0], &c, 1);
    one("pipe write end, 4096 bytes, drained", p[1], POLLOUT);
    close(p[0]);
    close(p[1]);

    int sv[2];
    socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
    one("stream pair, idle", sv[0], ALL);
    send(sv[1], "ab", 2, 0);
    one("stream pair, bytes in", sv[0], ALL);
    sel("stream pair, bytes in", sv[0]);
    shutdown(sv[1], SHUT_WR);
    one("stream pair, peer SHUT_WR", sv[0], ALL);
    one("stream pair, shut down its writing", sv[1], ALL);
    close(sv[1]);
    one("stream pair, peer closed", sv[0], ALL);
    sel("stream pair, peer closed", sv[0]);
    close(sv[0]);

    socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
    send(sv[0], "cd", 2, 0);
    close(sv[0]); /* sv[1] still holds bytes to read */
    send(sv[1], "e", 1, MSG_NOSIGNAL); /* EPIPE */
    one("stream pair, peer closed, bytes left to read", sv[1], ALL);
    close(sv[1]);

    socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
    send(sv[1], "zz", 2, 0);
    close(sv[0]);
    one("stream pair, closed with our bytes unread", sv[1], ALL);
    close(sv[1]);

    socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
    one("dgram pair, idle", sv[0], ALL);
    send(sv[1], "m", 1, 0);
    one("dgram pair, a message", sv[0], ALL);
    shutdown(sv[0], SHUT_RD);
    one("dgram pair, SHUT_RD", sv[0], ALL);
    shutdown(sv[0], SHUT_WR);
    one("dgram pair, SHUT_RDWR", sv[0], ALL);
    close(sv[0]);
    close(sv[1]);

    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    one("stream socket, not connected", s, ALL);
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    strcpy(a.sun_path, "/tmp/divm-poll-select.sock");
    unlink(a.sun_path);
    bind(s, (struct sockaddr *)&a, sizeof a);
    listen(s, 4);
    one("listener, nobody", s, ALL);
    sel("listener, nobody", s);
    int c1 = socket(AF_UNIX, SOCK_STREAM, 0);
    connect(c1, (struct sockaddr *)&a, sizeof a);
    one("listener, a connection queued", s, ALL);
    sel("listener, a connection queued", s);
    one("connected client", c1, ALL);
    int c2 = accept(s, NULL, NULL);
    one("listener, accepted", s, ALL);
    one("accepted socket", c2, ALL);
    close(c1);
    close(c2);
    close(s);
    unlink(a.sun_path);

    int f = open("/tmp/divm-poll-select.txt", O_RDWR | O_CREAT | O_TRUNC, 0600);
    one("regular file", f, ALL);
    sel("regular file", f);
    close(f);
    unlink("/tmp/divm-poll-select.txt");

    /* bad arguments */
    one("closed descriptor", f, POLLIN);
    one("closed descriptor, nothing asked", f, 0);
    one("negative descriptor", -1, POLLIN);
    sel("closed descriptor", f);
    struct pollfd two[2] = {{-5, POLLIN, 0}, {f, POLLOUT, 0}};
    printf("poll, one negative one closed: %d %#x %#x\n", poll(two, 2, 0), (unsigned)two[0].revents,
           (unsigned)two[1].revents);
    errno = 0;
    printf("poll, too many: %d %s\n", poll(two, 1u << 30, 0), strerror(errno));
    fd_set rd;
    FD_ZERO(&rd);
    errno = 0;
    printf("select, nfds -1: %d %s\n", select(-1, &rd, NULL, NULL, &(struct timeval){0, 0}), strerror(errno));
    errno = 0;
    printf("select, tv_usec 1000000: %d %s\n", select(1, &rd, NULL, NULL, &(struct timeval){0, 1000000}), /* Linux: 1 s */
           strerror(errno));
    errno = 0;
    printf("select, tv_sec -1: %d %s\n", select(1, &rd, NULL, NULL, &(struct timeval){-1, 0}), strerror(errno));
    printf("select, nothing, 0: %d\n", select(0, NULL, NULL, NULL, &(struct timeval){0, 0}));
    printf("poll, nothing, 0: %d\n", poll(NULL, 0, 0));
    return 0;
}
