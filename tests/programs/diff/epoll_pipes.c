// epoll over pipes and a socket pair on one thread: level-triggered
// reports (an entry stays ready until drained), data handed back, maxevents,
// EPOLLONESHOT until EPOLL_CTL_MOD, EPOLLHUP/EPOLLERR at the ends, DEL, and
// the errors (EEXIST, ENOENT, EBADF, EINVAL, EPERM for a regular file);
// output compared with the native run.
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

static void show(const char *what, int timeout) {
    struct epoll_event ev[8];
    int n = epoll_wait(ep, ev, 8, timeout);
    printf("%s: %d", what, n);
    /* (the order of several ready entries is not fixed: print by data) */
    for (unsigned long want = 0; want < 8; want++)
        for (int i = 0; i < n; i++)
            if (ev[i].data.u64 == want)
                printf(" [%lu %#x]", want, ev[i].events);
    printf("\n");
}

static int add(int fd, unsigned events, unsigned long data) {
    struct epoll_event e;
    memset(&e, 0, sizeof e);
    e.events = events;
    e.data.u64 = data;
    return epoll_ctl(ep, EPOLL_CTL_ADD, fd, &e);
}

int main(void) {
    int a[2], b[2], s[2];
    if (pipe(a) || pipe(b) || socketpair(AF_UNIX, SOCK_STREAM, 0, s))
        return 1;
    ep = epoll_create1(EPOLL_CLOEXEC);
    printf("create: %d\n", ep >= 0);
    printf("add: %d %d %d %d\n", add(a[0], EPOLLIN, 1), add(b[0], EPOLLIN | EPOLLONESHOT, 2), add(b[1], EPOLLOUT, 3),
           add(s[0], EPOLLIN | EPOLLOUT | EPOLLRDHUP, 4));
    show("initially", 0);
    if (write(a[1], "xy", 2) != 2 || write(b[1], "z", 1) != 1)
        return 1;
    show("after writes", 0);
    show("level-triggered again", 0);
    char c;
    if (read(a[0], &c, 1) != 1)
        return 1;
    show("one byte left", 0);
    if (read(a[0], &c, 1) != 1)
        return 1;
    show("drained", 0);
    struct epoll_event e = {EPOLLIN, {.u64 = 2}};
    printf("mod one-shot: %d\n", epoll_ctl(ep, EPOLL_CTL_MOD, b[0], &e));
    show("re-armed", 0);
    struct epoll_event one[1];
    printf("maxevents 1: %d\n", epoll_wait(ep, one, 1, 0));
    printf("del: %d\n", epoll_ctl(ep, EPOLL_CTL_DEL, b[0], NULL));
    close(a[1]);
    show("writer closed", 0);
    close(s[1]);
    show("peer closed", 0);
    close(b[0]);
    show("reader closed", 0);
    errno = 0;
    printf("add twice: %d %s\n", add(a[0], EPOLLIN, 1), strerror(errno));
    errno = 0;
    printf("mod missing: %d %s\n", epoll_ctl(ep, EPOLL_CTL_MOD, s[0] + 10, &e), strerror(errno));
    errno = 0;
    printf("bad fd: %d %s\n", add(1000, EPOLLIN, 0), strerror(errno));
    int p2[2];
    if (pipe(p2))
        return 1;
    errno = 0;
    printf("mod not added: %d %s\n", epoll_ctl(ep, EPOLL_CTL_MOD, p2[0], &e), strerror(errno));
    errno = 0;
    printf("del not added: %d %s\n", epoll_ctl(ep, EPOLL_CTL_DEL, p2[0], &e), strerror(errno));
    errno = 0;
    printf("not epoll: %d %s\n", epoll_ctl(p2[0], EPOLL_CTL_ADD, p2[1], &e), strerror(errno));
    errno = 0;
    printf("itself: %d %s\n", add(ep, EPOLLIN, 0), strerror(errno));
    errno = 0;
    printf("bad op: %d %s\n", epoll_ctl(ep, 99, p2[0], &e), strerror(errno));
    char path[64];
    snprintf(path, sizeof path, "/tmp/divm_epoll_%d", (int)getpid());
    int f = open(path, O_CREAT | O_RDWR, 0600);
    errno = 0;
    printf("regular file: %d %s\n", add(f, EPOLLIN, 0), strerror(errno));
    close(f);
    unlink(path);
    errno = 0;
    printf("maxevents 0: %d %s\n", epoll_wait(ep, one, 0, 0), strerror(errno));
    errno = 0;
    printf("create size 0: %d %s\n", epoll_create(0), strerror(errno));
    errno = 0;
    printf("create1 bad flags: %d %s\n", epoll_create1(1), strerror(errno));
    errno = 0;
    printf("read epoll fd: %zd %s\n", read(ep, &c, 1), strerror(errno));
    printf("close: %d\n", close(ep));
    return 0;
}
