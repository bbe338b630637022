// epoll_wait with no timeout blocks until a producer thread's write makes
// the pipe readable, then reports it with its data; after the producer
// closes its end the entry reports EPOLLHUP. Safe in every interleaving.
// EXPECT: safe
// TAGS: threads epoll pipe
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <sys/epoll.h>
#include <unistd.h>

static int fds[2];

static void *producer(void *arg) {
    (void)arg;
    assert(write(fds[1], "a", 1) == 1);
    close(fds[1]);
    return NULL;
}

int main(void) {
    assert(pipe(fds) == 0);
    int ep = epoll_create1(0);
    struct epoll_event e = {EPOLLIN, {.u64 = 77}};
    assert(epoll_ctl(ep, EPOLL_CTL_ADD, fds[0], &e) == 0);
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    struct epoll_event got;
    assert(epoll_wait(ep, &got, 1, -1) == 1);
    assert(got.data.u64 == 77 && (got.events & (EPOLLIN | EPOLLHUP)));
    char c;
    assert(read(fds[0], &c, 1) == 1 && c == 'a');
    assert(epoll_wait(ep, &got, 1, -1) == 1 && got.events == EPOLLHUP);
    pthread_join(t, NULL);
    return 0;
}
