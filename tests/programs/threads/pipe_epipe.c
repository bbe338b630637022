// With SIGPIPE ignored, a write to a pipe whose read end a thread closed fails with EPIPE; the assertion that it succeeded fails only where the close comes first (and the write, before it, succeeds).
// EXPECT: error assert
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

static int fds[2];

static void *closer(void *arg) {
    (void)arg;
    close(fds[0]);
    return 0;
}

int main(void) {
    pthread_t t;
    signal(SIGPIPE, SIG_IGN);
    pipe(fds);
    pthread_create(&t, 0, closer, 0);
    ssize_t r = write(fds[1], "x", 1);
    assert(r == 1 || errno == EPIPE);
    assert(r == 1); // ERROR
    pthread_join(t, 0);
    return 0;
}
