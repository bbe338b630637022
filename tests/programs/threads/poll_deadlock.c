// main polls (no timeout) the read end of a pipe whose write end it keeps open, and the only other thread blocks in select on a socketpair end nobody writes: no descriptor can ever become ready, a deadlock.
// EXPECT: error deadlock
#include <poll.h>
#include <pthread.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <unistd.h>

static int sv[2];

static void *waiter(void *arg) {
    (void)arg;
    fd_set rd;
    FD_ZERO(&rd);
    FD_SET(sv[0], &rd);
    select(sv[0] + 1, &rd, 0, 0, 0); // ERROR-ANY
    return 0;
}

int main(void) {
    int p[2];
    pipe(p);
    socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
    pthread_t t;
    pthread_create(&t, 0, waiter, 0);
    struct pollfd fd = {p[0], POLLIN, 0};
    poll(&fd, 1, -1); // ERROR-ANY
    pthread_join(t, 0);
    return 0;
}
