// Edge-triggered entries hold one of 64 bits while they exist (divm's
// limit, docs/libc.md): deleting an entry or closing its epoll instance
// frees its bit, so a program that makes and drops many never runs out;
// a 65th at once fails with ENOSPC.
// EXPECT: safe
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <sys/epoll.h>
#include <unistd.h>

int main(void) {
    int p[2];
    assert(pipe(p) == 0);
    struct epoll_event e = {EPOLLIN | EPOLLET, {.u64 = 0}};
    for (int i = 0; i < 100; i++) {
        int ep = epoll_create1(0);
        assert(ep >= 0 && epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &e) == 0);
        if (i % 2)
            assert(epoll_ctl(ep, EPOLL_CTL_DEL, p[0], NULL) == 0);
        close(ep);
    }
    int eps[65];
    for (int i = 0; i < 64; i++) {
        eps[i] = epoll_create1(0);
        assert(epoll_ctl(eps[i], EPOLL_CTL_ADD, p[0], &e) == 0);
    }
    eps[64] = epoll_create1(0);
    assert(epoll_ctl(eps[64], EPOLL_CTL_ADD, p[0], &e) == -1 && errno == ENOSPC);
    e.events = EPOLLIN; /* a level-triggered one needs no bit */
    assert(epoll_ctl(eps[64], EPOLL_CTL_ADD, p[0], &e) == 0);
    return 0;
}
