// Both ends of a socketpair read first: each thread waits for bytes the other never sends (both ends stay open, so no end of file), a deadlock.
// EXPECT: error deadlock
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>

static int sv[2];

static void *peer(void *arg) {
    (void)arg;
    char c;
    read(sv[1], &c, 1); // ERROR-ANY
    write(sv[1], "p", 1);
    return 0;
}

int main(void) {
    socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
    pthread_t t;
    pthread_create(&t, 0, peer, 0);
    char c;
    read(sv[0], &c, 1); // ERROR-ANY
    write(sv[0], "m", 1);
    pthread_join(t, 0);
    return 0;
}
