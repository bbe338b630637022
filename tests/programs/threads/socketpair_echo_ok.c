// A socketpair echo between two threads: main sends "hello", the server thread reads it and sends it back on its end; both directions of the pair carry bytes and every read finds them.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static int sv[2];

static void *server(void *arg) {
    (void)arg;
    char buf[16];
    ssize_t n = read(sv[1], buf, sizeof buf);
    assert(n == 5);
    write(sv[1], buf, (size_t)n);
    return 0;
}

int main(void) {
    assert(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0);
    pthread_t t;
    pthread_create(&t, 0, server, 0);
    assert(send(sv[0], "hello", 5, 0) == 5);
    char buf[16];
    ssize_t n = recv(sv[0], buf, sizeof buf, 0);
    assert(n == 5 && memcmp(buf, "hello", 5) == 0);
    pthread_join(t, 0);
    close(sv[0]);
    close(sv[1]);
    return 0;
}
