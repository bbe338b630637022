// An edge-triggered entry reports a pipe's bytes once: after a partial
// read the pipe is still readable, but no new event came, so a second
// epoll_wait returns 0 (level-triggered it would return 1).
// EXPECT: error assert
#define _GNU_SOURCE
#include <assert.h>
#include <sys/epoll.h>
#include <unistd.h>

int main(void) {
    int p[2];
    assert(pipe(p) == 0);
    int ep = epoll_create1(0);
    struct epoll_event e = {EPOLLIN | EPOLLET, {.u64 = 1}}, got;
    assert(epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &e) == 0);
    assert(write(p[1], "ab", 2) == 2);
    assert(epoll_wait(ep, &got, 1, 0) == 1);
    char c;
    assert(read(p[0], &c, 1) == 1);
    assert(epoll_wait(ep, &got, 1, 0) == 1); // ERROR
    return 0;
}
