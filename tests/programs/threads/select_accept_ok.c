// select with no timeout on a listening socket and a pipe: a client thread connects and sends, a second thread writes the pipe; main accepts only once select says the listener is readable (so accept never blocks), reads the pipe once it is readable, and every byte arrives. The timed form (a timeout of 1 ms) may return 0 before anything happens, which main handles by trying again.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>
#include <string.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static struct sockaddr_un addr;
static int p[2];

static void *client(void *arg) {
    (void)arg;
    int c = socket(AF_UNIX, SOCK_STREAM, 0);
    assert(connect(c, (struct sockaddr *)&addr, sizeof addr) == 0);
    send(c, "c", 1, 0);
    close(c);
    return 0;
}

static void *piper(void *arg) {
    (void)arg;
    write(p[1], "p", 1);
    return 0;
}

int main(void) {
    addr.sun_family = AF_UNIX;
    strcpy(addr.sun_path, "/tmp/srv");
    int l = socket(AF_UNIX, SOCK_STREAM, 0);
    bind(l, (struct sockaddr *)&addr, sizeof addr);
    listen(l, 1);
    pipe(p);
    pthread_t a, b;
    pthread_create(&a, 0, client, 0);
    pthread_create(&b, 0, piper, 0);
    int accepted = 0, piped = 0, timed = 1;
    while (!accepted || !piped) {
        fd_set rd;
        FD_ZERO(&rd);
        if (!accepted)
            FD_SET(l, &rd);
        if (!piped)
            FD_SET(p[0], &rd);
        struct timeval tv = {0, 1000};
        int r = select((l > p[0] ? l : p[0]) + 1, &rd, 0, 0, timed ? &tv : 0);
        timed = 0;
        assert(r >= 0);
        if (FD_ISSET(l, &rd)) {
            int s = accept(l, 0, 0);
            char c;
            assert(s >= 0 && recv(s, &c, 1, 0) == 1 && c == 'c');
            close(s);
            accepted = 1;
        }
        if (FD_ISSET(p[0], &rd)) {
            char c;
            assert(read(p[0], &c, 1) == 1 && c == 'p');
            piped = 1;
        }
    }
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
