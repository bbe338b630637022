// Edge-triggered epoll (EPOLLET) over a pipe and a socket pair on one
// thread: an entry reports once per event (bytes arriving, a full pipe
// drained, the peer closing), not again while the file stays ready; a
// partial read is no event for a reader, nor for a writer unless the pipe
// was full (a socket: once the message is read whole); EPOLL_CTL_MOD arms it again;
// a level-triggered entry on the same pipe keeps reporting. Output
// compared with the native run.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

static int ep;

static void show(const char *what) {
    struct epoll_event ev[8];
    int n = epoll_wait(ep, ev, 8, 0);
    printf("%s: %d", what, n);
    for (unsigned long want = 0; want < 8; want++)
        for (int i = 0; i < n; i++)
            if (ev[i].data.u64 == want)
                printf(" [%lu %#x]", want, ev[i].events & (EPOLLIN | EPOLLOUT | EPOLLHUP | EPOLLERR));
    printf("\n");
}

int main(void) {
    int p[2], sv[2];
    char buf[8192];
    if (pipe2(p, O_NONBLOCK) || socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, sv))
        return 1;
    ep = epoll_create1(0);
    struct epoll_event e = {EPOLLIN | EPOLLET, {.u64 = 1}};
    printf("add: %d\n", epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &e));
    show("empty pipe");
    printf("write: %zd\n", write(p[1], "abc", 3));
    show("after a write");
    show("again");
    printf("read: %zd\n", read(p[0], buf, 1));
    show("after a partial read");
    printf("write: %zd\n", write(p[1], "d", 1));
    show("after another write");
    show("again");
    printf("mod: %d\n", epoll_ctl(ep, EPOLL_CTL_MOD, p[0], &e));
    show("after EPOLL_CTL_MOD");
    show("again");

    /* a level-triggered entry on the write end beside it */
    int w = dup(p[1]);
    struct epoll_event lt = {EPOLLOUT, {.u64 = 2}};
    printf("add lt: %d\n", epoll_ctl(ep, EPOLL_CTL_ADD, w, &lt));
    show("level-triggered");
    show("level-triggered again");
    printf("del lt: %d\n", epoll_ctl(ep, EPOLL_CTL_DEL, w, NULL));
    close(w);

    /* the write end, edge-triggered: a full pipe drained is an event */
    printf("size: %d\n", fcntl(p[1], F_SETPIPE_SZ, 4096));
    printf("drain: %zd\n", read(p[0], buf, sizeof buf));
    struct epoll_event o = {EPOLLOUT | EPOLLET, {.u64 = 3}};
    printf("add out: %d\n", epoll_ctl(ep, EPOLL_CTL_ADD, p[1], &o));
    show("writable");
    show("again");
    printf("write: %zd\n", write(p[1], "12345", 5));
    printf("read: %zd\n", read(p[0], buf, 2));
    show("a partial read of a pipe that was not full");
    printf("drain: %zd\n", read(p[0], buf, sizeof buf));
    show("drained, not full before");
    memset(buf, 'x', 4096);
    printf("fill: %zd\n", write(p[1], buf, 4096));
    show("full");
    printf("drain: %zd\n", read(p[0], buf, sizeof buf));
    show("drained");
    show("again");
    printf("close writer: %d\n", close(p[1]));
    show("writer closed");
    show("again");

    /* a socket pair: both directions on one entry */
    struct epoll_event s = {EPOLLIN | EPOLLOUT | EPOLLET, {.u64 = 4}};
    printf("add sock: %d\n", epoll_ctl(ep, EPOLL_CTL_ADD, sv[0], &s));
    show("socket");
    show("again");
    printf("send: %zd\n", write(sv[1], "hi", 2));
    show("after the peer's send");
    show("again");
    printf("recv: %zd\n", read(sv[0], buf, 1));
    show("after a partial recv");
    printf("recv: %zd\n", read(sv[0], buf, 1));
    show("after the rest");
    printf("send: %zd\n", write(sv[1], "hey", 3));
    show("after another send");
    printf("close peer: %d\n", close(sv[1]));
    show("peer closed");
    show("again");
    printf("recv: %zd\n", read(sv[0], buf, sizeof buf));
    printf("recv: %zd\n", read(sv[0], buf, sizeof buf));
    return 0;
}
