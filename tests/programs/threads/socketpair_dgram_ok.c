// A SOCK_DGRAM socketpair keeps message boundaries: two messages sent by another thread arrive as two recvs (never merged), MSG_PEEK leaves a message queued, a short buffer truncates a message and drops its rest, and a closed peer makes send fail with ECONNREFUSED.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static int sv[2];

static void *sender(void *arg) {
    (void)arg;
    assert(send(sv[1], "first", 5, 0) == 5);
    assert(send(sv[1], "second", 6, 0) == 6);
    assert(write(sv[1], "third!", 6) == 6);
    return 0;
}

int main(void) {
    assert(socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) == 0);
    pthread_t t;
    pthread_create(&t, 0, sender, 0);
    char buf[32];
    assert(recv(sv[0], buf, sizeof buf, MSG_PEEK) == 5);
    assert(recv(sv[0], buf, sizeof buf, 0) == 5 && memcmp(buf, "first", 5) == 0);
    assert(read(sv[0], buf, sizeof buf) == 6 && memcmp(buf, "second", 6) == 0);
    assert(recv(sv[0], buf, 3, 0) == 3 && memcmp(buf, "thi", 3) == 0); /* truncated */
    assert(recv(sv[0], buf, sizeof buf, MSG_DONTWAIT) == -1 && errno == EAGAIN);
    pthread_join(t, 0);
    close(sv[1]);
    assert(send(sv[0], "x", 1, 0) == -1 && errno == ECONNREFUSED);
    return 0;
}
