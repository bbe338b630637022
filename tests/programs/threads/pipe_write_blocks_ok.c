// A write larger than the pipe's capacity (4096 after F_SETPIPE_SZ) blocks until the reader thread makes room, and goes in piece by piece; the reader gets every byte in order.
// EXPECT: safe
#define _GNU_SOURCE
#include <assert.h>
#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

#define N 10000
static int fds[2];
static unsigned char out[N], in[N];

static void *reader(void *arg) {
    (void)arg;
    size_t got = 0;
    ssize_t r;
    while ((r = read(fds[0], in + got, sizeof in - got)) > 0)
        got += (size_t)r;
    assert(got == N);
    return 0;
}

int main(void) {
    pthread_t t;
    assert(pipe(fds) == 0);
    assert(fcntl(fds[1], F_SETPIPE_SZ, 4096) == 4096);
    for (int i = 0; i < N; i++)
        out[i] = (unsigned char)(i * 7);
    pthread_create(&t, 0, reader, 0);
    assert(write(fds[1], out, N) == N);
    close(fds[1]);
    pthread_join(t, 0);
    for (int i = 0; i < N; i++)
        assert(in[i] == (unsigned char)(i * 7));
    return 0;
}
