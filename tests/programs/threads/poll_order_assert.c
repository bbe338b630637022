// Two threads each write one pipe; main polls both (no timeout) and assumes the first pipe is the one ready, which fails in the interleaving where only the second thread has written when poll looks.
// EXPECT: error assert
#include <assert.h>
#include <poll.h>
#include <pthread.h>
#include <unistd.h>

static int p[2], q[2];

static void *wp(void *arg) {
    (void)arg;
    write(p[1], "p", 1);
    return 0;
}

static void *wq(void *arg) {
    (void)arg;
    write(q[1], "q", 1);
    return 0;
}

int main(void) {
    pipe(p);
    pipe(q);
    pthread_t a, b;
    pthread_create(&a, 0, wp, 0);
    pthread_create(&b, 0, wq, 0);
    struct pollfd fds[2] = {{p[0], POLLIN, 0}, {q[0], POLLIN, 0}};
    poll(fds, 2, -1);
    assert(fds[0].revents & POLLIN); // ERROR
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
