// Without EPOLLONESHOT, two threads waiting (with a timeout) on one instance
// for one readable pipe may both be told (level-triggered), so assuming
// that only one is fails in some interleaving (epoll_oneshot_ok.c: with it).
// EXPECT: error assert
// TAGS: threads epoll
#define _GNU_SOURCE
#include <assert.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/epoll.h>
#include <unistd.h>

static int fds[2], ep;
static atomic_int told, got;

static void *waiter(void *arg) {
    (void)arg;
    struct epoll_event e;
    if (epoll_wait(ep, &e, 1, 10) == 1) {
        atomic_fetch_add(&told, 1);
        char c;
        if (read(fds[0], &c, 1) == 1)
            atomic_fetch_add(&got, 1);
    }
    return NULL;
}

int main(void) {
    assert(pipe2(fds, O_NONBLOCK) == 0); /* (a waiter told late finds it empty) */
    ep = epoll_create1(0);
    struct epoll_event e = {EPOLLIN, {.u32 = 1}};
    epoll_ctl(ep, EPOLL_CTL_ADD, fds[0], &e);
    assert(write(fds[1], "a", 1) == 1);
    pthread_t t1, t2;
    pthread_create(&t1, NULL, waiter, NULL);
    pthread_create(&t2, NULL, waiter, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    assert(atomic_load(&told) <= 1); // ERROR
    return 0;
}
