// epoll_wait with no timeout on a pipe whose only writer is the waiting
// thread itself: nothing can make it readable, a deadlock naming
// epoll_wait (the other thread only reads another pipe and ends).
// EXPECT: error deadlock
// TAGS: threads epoll deadlock
#define _GNU_SOURCE
#include <pthread.h>
#include <sys/epoll.h>
#include <unistd.h>

static int a[2], b[2];

static void *other(void *arg) {
    (void)arg;
    char c;
    (void)read(b[0], &c, 1);
    return NULL;
}

int main(void) {
    if (pipe(a) || pipe(b))
        return 1;
    int ep = epoll_create1(0);
    struct epoll_event e = {EPOLLIN, {.fd = a[0]}};
    epoll_ctl(ep, EPOLL_CTL_ADD, a[0], &e);
    pthread_t t;
    pthread_create(&t, NULL, other, NULL);
    if (write(b[1], "x", 1) != 1)
        return 1;
    struct epoll_event got;
    epoll_wait(ep, &got, 1, -1); // ERROR: blocked in epoll_wait
    return 0;
}
