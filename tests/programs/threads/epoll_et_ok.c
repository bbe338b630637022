// Edge-triggered epoll used right: each report is followed by reads until
// EAGAIN (or end of file), so no byte is left behind whatever the
// interleaving of the producer's two writes and its close with the
// consumer's waits: the consumer gets both bytes, then end of file.
// EXPECT: safe
// TAGS: threads epoll
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sys/epoll.h>
#include <unistd.h>

static int fds[2];

static void *producer(void *arg) {
    (void)arg;
    assert(write(fds[1], "a", 1) == 1);
    assert(write(fds[1], "b", 1) == 1);
    close(fds[1]);
    return NULL;
}

int main(void) {
    assert(pipe2(fds, O_NONBLOCK) == 0);
    int ep = epoll_create1(0);
    struct epoll_event e = {EPOLLIN | EPOLLET, {.fd = fds[0]}};
    assert(epoll_ctl(ep, EPOLL_CTL_ADD, fds[0], &e) == 0);
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    int got = 0, eof = 0;
    while (!eof) {
        struct epoll_event ev;
        assert(epoll_wait(ep, &ev, 1, -1) == 1);
        for (;;) {
            char c;
            ssize_t r = read(fds[0], &c, 1);
            if (r == 1) {
                got++;
                continue;
            }
            if (r == 0)
                eof = 1;
            else
                assert(errno == EAGAIN);
            break;
        }
    }
    assert(got == 2);
    pthread_join(t, NULL);
    return 0;
}
