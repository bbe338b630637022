// poll with no timeout blocks until another thread makes a descriptor ready: main waits on a pipe and a socketpair that two threads write, and reads each end only once poll says POLLIN, so no read blocks and every byte arrives.
// EXPECT: safe
#include <assert.h>
#include <poll.h>
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>

static int p[2], sv[2];

static void *to_pipe(void *arg) {
    (void)arg;
    write(p[1], "p", 1);
    return 0;
}

static void *to_sock(void *arg) {
    (void)arg;
    send(sv[1], "s", 1, 0);
    return 0;
}

int main(void) {
    pipe(p);
    socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
    pthread_t a, b;
    pthread_create(&a, 0, to_pipe, 0);
    pthread_create(&b, 0, to_sock, 0);
    struct pollfd fds[2] = {{p[0], POLLIN, 0}, {sv[0], POLLIN, 0}};
    int got = 0;
    while (got < 2) {
        int r = poll(fds, 2, -1);
        assert(r >= 1);
        for (int i = 0; i < 2; i++) {
            if (fds[i].revents & POLLIN) {
                char c;
                assert(read(fds[i].fd, &c, 1) == 1);
                assert(c == (i == 0 ? 'p' : 's'));
                fds[i].fd = -1; /* done with it: ignored from now on */
                got++;
            }
        }
    }
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
