// Named AF_UNIX datagram sockets and SOCK_SEQPACKET in one thread, printed and compared with the native run: sendto a bound path, poll, and recvfrom with the sender's address (none for an unnamed sender), connect as the default destination and sender filter (EPERM for others), getpeername, a closed receiver (ECONNREFUSED, then ENOTCONN), a missing path (ENOENT), a stream connect to a datagram socket (EPROTOTYPE), sendto with an address on a stream socket (EISCONN, EOPNOTSUPP), MSG_TRUNC and MSG_PEEK; a seqpacket pair (boundaries, truncation, end of file, EPIPE) and a seqpacket listener.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static void show(const char *what, long r) {
    if (r < 0)
        printf("%s: -1 %s\n", what, strerror(errno));
    else
        printf("%s: %ld\n", what, r);
}

static struct sockaddr_un at(const char *path) {
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    strcpy(a.sun_path, path);
    return a;
}

#define SA(a) ((struct sockaddr *)&(a))

static void from(int fd, int flags) {
    char buf[8];
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    socklen_t al = sizeof a;
    memset(buf, '.', sizeof buf);
    errno = 0;
    long r = recvfrom(fd, buf, 4, flags, SA(a), &al);
    if (r < 0)
        printf("recvfrom: -1 %s\n", strerror(errno));
    else
        printf("recvfrom: %ld [%.4s] alen %u '%s'\n", r, buf, (unsigned)al, al > 2 ? a.sun_path : "");
}

int main(void) {
    signal(SIGPIPE, SIG_IGN);
    struct sockaddr_un srv_a = at("/tmp/divm-dgram-srv"), cli_a = at("/tmp/divm-dgram-cli");
    unlink(srv_a.sun_path);
    unlink(cli_a.sun_path);
    int srv = socket(AF_UNIX, SOCK_DGRAM, 0);
    show("bind srv", bind(srv, SA(srv_a), sizeof srv_a));
    int anon = socket(AF_UNIX, SOCK_DGRAM, 0);
    show("recv, nothing yet", recv(srv, (char[1]){0}, 1, MSG_DONTWAIT));
    show("send, not connected", send(anon, "x", 1, 0));
    show("sendto srv from unnamed", sendto(anon, "hi", 2, 0, SA(srv_a), sizeof srv_a));
    from(srv, 0);
    show("sendto missing path", sendto(srv, "yo", 2, 0, SA(cli_a), sizeof cli_a));
    int cli = socket(AF_UNIX, SOCK_DGRAM, 0);
    show("bind cli", bind(cli, SA(cli_a), sizeof cli_a));
    struct pollfd pf = {srv, POLLIN | POLLOUT, 0};
    show("poll srv, empty", poll(&pf, 1, 0));
    printf("  revents %#x\n", (unsigned)pf.revents);
    show("cli sendto srv", sendto(cli, "hello", 5, 0, SA(srv_a), sizeof srv_a));
    show("poll srv, a datagram", poll(&pf, 1, 0));
    printf("  revents %#x\n", (unsigned)pf.revents);
    show("cli sendto srv again", sendto(cli, "ab", 2, 0, SA(srv_a), sizeof srv_a));
    from(srv, MSG_PEEK);
    from(srv, MSG_TRUNC);
    from(srv, 0);
    show("srv sendto cli", sendto(srv, "back", 4, 0, SA(cli_a), sizeof cli_a));
    from(cli, 0);
    show("connect srv to cli", connect(srv, SA(cli_a), sizeof cli_a));
    show("unnamed sendto srv (connected to cli)", sendto(anon, "z", 1, 0, SA(srv_a), sizeof srv_a));
    show("srv send", send(srv, "s", 1, 0));
    from(cli, 0);
    int d2 = socket(AF_UNIX, SOCK_DGRAM, 0);
    show("connect d2 to srv", connect(d2, SA(srv_a), sizeof srv_a));
    struct sockaddr_un p;
    memset(&p, 0, sizeof p);
    socklen_t pl = sizeof p;
    show("getpeername d2", getpeername(d2, SA(p), &pl));
    show("getpeername cli", getpeername(cli, SA(p), &pl));
    show("connect cli to srv", connect(cli, SA(srv_a), sizeof srv_a));
    pl = sizeof p;
    show("getpeername cli", getpeername(cli, SA(p), &pl));
    printf("  alen %u '%s'\n", (unsigned)pl, p.sun_path);
    show("getpeername anon", getpeername(anon, SA(p), &pl));
    show("d2 send (srv connected to cli)", send(d2, "q", 1, 0));
    show("cli write", write(cli, "w", 1));
    from(srv, 0);
    show("connect cli AF_UNSPEC", connect(cli, &(struct sockaddr){AF_UNSPEC, {0}}, sizeof(struct sockaddr)));
    show("cli send after AF_UNSPEC", send(cli, "x", 1, 0));
    close(srv);
    show("d2 send, srv closed", send(d2, "q", 1, 0));
    show("d2 send again", send(d2, "q", 1, 0));
    show("cli sendto closed srv", sendto(cli, "q", 1, 0, SA(srv_a), sizeof srv_a));
    int st = socket(AF_UNIX, SOCK_STREAM, 0);
    show("stream connect to dgram", connect(st, SA(cli_a), sizeof cli_a));
    show("stream sendto, not connected", sendto(st, "x", 1, 0, SA(cli_a), sizeof cli_a));
    int sv[2];
    socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
    show("stream pair sendto", sendto(sv[0], "x", 1, 0, SA(cli_a), sizeof cli_a));
    close(sv[0]);
    close(sv[1]);
    close(st);
    close(d2);
    close(cli);
    close(anon);

    show("seqpacket pair", socketpair(AF_UNIX, SOCK_SEQPACKET, 0, sv));
    show("send abcdef", send(sv[0], "abcdef", 6, 0));
    show("send gh", send(sv[0], "gh", 2, 0));
    from(sv[1], 0);
    from(sv[1], 0);
    show("shutdown SHUT_WR", shutdown(sv[0], SHUT_WR));
    from(sv[1], 0);
    show("send after SHUT_WR", send(sv[0], "x", 1, 0));
    close(sv[0]);
    show("send to closed peer", send(sv[1], "x", 1, 0));
    close(sv[1]);

    struct sockaddr_un sq_a = at("/tmp/divm-dgram-seq");
    unlink(sq_a.sun_path);
    int l = socket(AF_UNIX, SOCK_SEQPACKET, 0);
    bind(l, SA(sq_a), sizeof sq_a);
    show("seqpacket listen", listen(l, 2));
    int c = socket(AF_UNIX, SOCK_SEQPACKET, 0);
    show("seqpacket recv, not connected", recv(c, (char[1]){0}, 1, MSG_DONTWAIT));
    show("seqpacket connect", connect(c, SA(sq_a), sizeof sq_a));
    int a = accept(l, NULL, NULL);
    show("accept", a >= 0);
    show("send 1", send(c, "one", 3, 0));
    show("send 2", send(c, "two!!", 5, 0));
    from(a, 0);
    from(a, 0);
    show("reply", send(a, "ok", 2, 0));
    from(c, 0);
    int dg = socket(AF_UNIX, SOCK_DGRAM, 0);
    show("dgram listen", listen(dg, 1));
    show("dgram connect to seqpacket", connect(dg, SA(sq_a), sizeof sq_a));
    close(dg);
    close(a);
    close(c);
    close(l);
    unlink(srv_a.sun_path);
    unlink(cli_a.sun_path);
    unlink(sq_a.sun_path);
    return 0;
}
