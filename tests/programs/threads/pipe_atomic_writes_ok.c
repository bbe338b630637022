// Writes of at most PIPE_BUF bytes are atomic: two threads write 3000 bytes each into a 4096-byte pipe, so the second waits for room, and the reader finds each block whole (never mixed with the other's bytes).
// EXPECT: safe
#define _GNU_SOURCE
#include <assert.h>
#include <fcntl.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

#define K 3000
static int fds[2];

static void *writer(void *arg) {
    char buf[K];
    memset(buf, *(char *)arg, K);
    assert(write(fds[1], buf, K) == K);
    return 0;
}

int main(void) {
    pthread_t a, b;
    static char in[2 * K];
    assert(pipe(fds) == 0);
    fcntl(fds[1], F_SETPIPE_SZ, 4096);
    pthread_create(&a, 0, writer, "a");
    pthread_create(&b, 0, writer, "b");
    size_t got = 0;
    while (got < 2 * K) {
        ssize_t r = read(fds[0], in + got, 2 * K - got);
        assert(r > 0);
        got += (size_t)r;
    }
    for (int i = 1; i < 2 * K; i++)
        assert(in[i] == in[i - 1] || i == K);
    assert(in[0] != in[K]);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
