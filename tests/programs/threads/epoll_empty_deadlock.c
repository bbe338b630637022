// epoll_wait with no timeout on an instance with nothing in its interest
// list (the only entry was deleted) can never return: a deadlock.
// EXPECT: error deadlock
// TAGS: threads epoll deadlock
#define _GNU_SOURCE
#include <sys/epoll.h>
#include <unistd.h>

int main(void) {
    int p[2];
    if (pipe(p))
        return 1;
    int ep = epoll_create(1);
    struct epoll_event e = {EPOLLOUT, {.fd = p[1]}};
    epoll_ctl(ep, EPOLL_CTL_ADD, p[1], &e);
    epoll_ctl(ep, EPOLL_CTL_DEL, p[1], NULL);
    struct epoll_event got;
    epoll_wait(ep, &got, 1, -1); // ERROR: blocked in epoll_wait
    return 0;
}
