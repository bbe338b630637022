// AF_UNIX sockets in one thread, printed and compared with the native run: a stream socketpair (partial reads, MSG_PEEK, MSG_DONTWAIT's EAGAIN, shutdown's end of file and EPIPE, close with bytes unread: ECONNRESET then end of file), a datagram socketpair (boundaries, truncation), and a named listener with connect before accept, getsockname/getpeername, accept's peer address and the socket file's type.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <fcntl.h>
#include <stddef.h>
#include <unistd.h>

static void show(const char *what, long r) {
    if (r < 0)
        printf("%s: -1 %s\n", what, strerror(errno));
    else
        printf("%s: %ld\n", what, r);
}

static void stream_pair(void) {
    int sv[2];
    char buf[16];
    show("socketpair stream", socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
    show("write", write(sv[0], "hello world", 11));
    show("peek", recv(sv[1], buf, 5, MSG_PEEK));
    show("read 5", read(sv[1], buf, 5));
    printf("  got %.5s\n", buf);
    show("read rest", recv(sv[1], buf, sizeof buf, 0));
    printf("  got %.6s\n", buf);
    show("dontwait", recv(sv[1], buf, sizeof buf, MSG_DONTWAIT));
    show("reply", send(sv[1], "ok", 2, 0));
    show("shutdown wr", shutdown(sv[0], SHUT_WR));
    show("eof", read(sv[1], buf, sizeof buf));
    show("read reply", read(sv[0], buf, sizeof buf));
    show("send after shutdown", send(sv[0], "x", 1, MSG_NOSIGNAL));
    show("unread bytes", send(sv[1], "lost", 4, 0));
    show("close", close(sv[0]));
    show("send to closed", send(sv[1], "x", 1, MSG_NOSIGNAL));
    close(sv[1]);

    show("socketpair again", socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
    show("write", write(sv[0], "abc", 3));
    show("close with bytes unread", close(sv[1]));
    show("close peer", close(sv[0]));
    show("socketpair reset", socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
    show("write", write(sv[1], "abc", 3));
    show("close reader", close(sv[0]));
    show("read", read(sv[1], buf, sizeof buf));
    show("read after reset", read(sv[1], buf, sizeof buf));
    close(sv[1]);
}

static void dgram_pair(void) {
    int sv[2];
    char buf[16];
    show("socketpair dgram", socketpair(AF_UNIX, SOCK_DGRAM, 0, sv));
    show("send one", send(sv[0], "one", 3, 0));
    show("send empty", send(sv[0], "", 0, 0));
    show("send three", send(sv[0], "three", 5, 0));
    show("recv one", recv(sv[1], buf, sizeof buf, 0));
    show("recv empty", recv(sv[1], buf, sizeof buf, 0));
    show("recv short", recv(sv[1], buf, 2, 0));
    printf("  got %.2s\n", buf);
    show("nothing left", recv(sv[1], buf, sizeof buf, MSG_DONTWAIT));
    close(sv[1]);
    show("send to closed", send(sv[0], "x", 1, 0));
    close(sv[0]);
}

static void named(void) {
    struct sockaddr_un a, p;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    snprintf(a.sun_path, sizeof a.sun_path, "/tmp/divm_sock_%d", (int)getpid());
    socklen_t alen = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + strlen(a.sun_path) + 1);
    int l = socket(AF_UNIX, SOCK_STREAM, 0);
    show("bind", bind(l, (struct sockaddr *)&a, alen));
    struct stat st;
    show("stat", stat(a.sun_path, &st));
    printf("  socket file: %d\n", S_ISSOCK(st.st_mode));
    show("listen", listen(l, 2));
    int c = socket(AF_UNIX, SOCK_STREAM, 0);
    show("connect", connect(c, (struct sockaddr *)&a, alen));
    show("connect again", connect(c, (struct sockaddr *)&a, alen));
    show("send before accept", send(c, "early", 5, 0));
    socklen_t plen = sizeof p;
    int s = accept(l, (struct sockaddr *)&p, &plen);
    show("accept", s >= 0 ? 0 : -1);
    printf("  peer address length %u, family %d\n", (unsigned)plen, p.sun_family);
    char buf[16];
    show("recv", recv(s, buf, sizeof buf, 0));
    plen = sizeof p;
    show("getsockname", getsockname(s, (struct sockaddr *)&p, &plen));
    printf("  same path %d, length ok %d\n", strcmp(p.sun_path, a.sun_path) == 0, plen == alen);
    plen = sizeof p;
    show("getpeername client", getpeername(c, (struct sockaddr *)&p, &plen));
    printf("  same path %d\n", strcmp(p.sun_path, a.sun_path) == 0);
    plen = sizeof p;
    show("getpeername server", getpeername(s, (struct sockaddr *)&p, &plen));
    printf("  unnamed peer: length %u\n", (unsigned)plen);
    show("sendto connected", sendto(c, "x", 1, 0, NULL, 0));
    show("recvfrom", recvfrom(s, buf, sizeof buf, 0, NULL, NULL));
    int t;
    socklen_t tl = sizeof t;
    show("SO_ACCEPTCONN", getsockopt(l, SOL_SOCKET, SO_ACCEPTCONN, &t, &tl));
    printf("  %d\n", t);
    int b = socket(AF_UNIX, SOCK_STREAM, 0);
    show("bind in use", bind(b, (struct sockaddr *)&a, alen));
    show("open a socket file", open(a.sun_path, 0) < 0 ? -1 : 0);
    close(b);
    close(s);
    close(c);
    close(l);
    show("connect after close", connect(socket(AF_UNIX, SOCK_STREAM, 0), (struct sockaddr *)&a, alen));
    show("unlink", unlink(a.sun_path));
}

int main(void) {
    signal(SIGPIPE, SIG_IGN);
    stream_pair();
    dgram_pair();
    named();
    show("socket of an unknown family", socket(12345, SOCK_STREAM, 0));
    return 0;
}
