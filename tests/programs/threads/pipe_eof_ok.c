// A writer thread writes to a pipe and closes its end; the reader reads until read returns 0 (end of file, once no write end is open), in pieces smaller than the message.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

static int fds[2];

static void *writer(void *arg) {
    (void)arg;
    assert(write(fds[1], "hello", 5) == 5);
    close(fds[1]);
    return 0;
}

int main(void) {
    pthread_t t;
    assert(pipe(fds) == 0);
    pthread_create(&t, 0, writer, 0);
    char buf[16];
    size_t got = 0;
    ssize_t r;
    while ((r = read(fds[0], buf + got, 2)) > 0)
        got += (size_t)r;
    assert(r == 0 && got == 5 && memcmp(buf, "hello", 5) == 0);
    pthread_join(t, 0);
    close(fds[0]);
    return 0;
}
