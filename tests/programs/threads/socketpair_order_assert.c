// Two threads each send one byte on the same end of a socketpair; main assumes the first thread's byte arrives first, which fails in the interleaving where the second sends first.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>
#include <sys/socket.h>

static int sv[2];

static void *wa(void *arg) {
    (void)arg;
    send(sv[0], "a", 1, 0);
    return 0;
}

static void *wb(void *arg) {
    (void)arg;
    send(sv[0], "b", 1, 0);
    return 0;
}

int main(void) {
    pthread_t a, b;
    socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
    pthread_create(&a, 0, wa, 0);
    pthread_create(&b, 0, wb, 0);
    char c[2];
    recv(sv[1], &c[0], 1, 0);
    recv(sv[1], &c[1], 1, 0);
    assert(c[0] == 'a'); // ERROR
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
