// The classic edge-triggered bug: the producer writes two bytes at once,
// the consumer reads one per report and waits again. No event comes after
// the first (the bytes left are no news), so the second epoll_wait never
// ends: a deadlock, whereas level-triggered it would report at once.
// EXPECT: error deadlock
// TAGS: threads epoll deadlock
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <sys/epoll.h>
#include <unistd.h>

static int fds[2];

static void *producer(void *arg) {
    (void)arg;
    assert(write(fds[1], "ab", 2) == 2);
    return NULL;
}

int main(void) {
    assert(pipe(fds) == 0);
    int ep = epoll_create1(0);
    struct epoll_event e = {EPOLLIN | EPOLLET, {.fd = fds[0]}};
    assert(epoll_ctl(ep, EPOLL_CTL_ADD, fds[0], &e) == 0);
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    struct epoll_event got;
    char c;
    assert(epoll_wait(ep, &got, 1, -1) == 1);
    assert(read(fds[0], &c, 1) == 1);
    epoll_wait(ep, &got, 1, -1); // ERROR: blocked in epoll_wait
    return 0;
}
