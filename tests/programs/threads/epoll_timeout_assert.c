// epoll_wait with a positive timeout may time out (0) before the producer
// writes: both outcomes are explored, so assuming an event fails.
// EXPECT: error assert
// TAGS: threads epoll timeout
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <sys/epoll.h>
#include <unistd.h>

static int fds[2];

static void *producer(void *arg) {
    (void)arg;
    assert(write(fds[1], "a", 1) == 1);
    return NULL;
}

int main(void) {
    assert(pipe(fds) == 0);
    int ep = epoll_create1(0);
    struct epoll_event e = {EPOLLIN, {.u32 = 1}};
    epoll_ctl(ep, EPOLL_CTL_ADD, fds[0], &e);
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    struct epoll_event got;
    int n = epoll_wait(ep, &got, 1, 1000);
    assert(n == 1); // ERROR
    pthread_join(t, NULL);
    return 0;
}
