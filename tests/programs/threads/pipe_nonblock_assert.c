// An O_NONBLOCK read of an empty pipe fails with EAGAIN instead of blocking: the reader assumes the writer thread came first, which fails in the other interleaving.
// EXPECT: error assert
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

static int fds[2];

static void *writer(void *arg) {
    (void)arg;
    write(fds[1], "x", 1);
    return 0;
}

int main(void) {
    pthread_t t;
    pipe2(fds, O_NONBLOCK);
    pthread_create(&t, 0, writer, 0);
    char c;
    ssize_t r = read(fds[0], &c, 1);
    assert(r == 1 || (r == -1 && errno == EAGAIN));
    assert(r == 1); // ERROR
    pthread_join(t, 0);
    return 0;
}
