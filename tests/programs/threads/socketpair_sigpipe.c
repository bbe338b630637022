// A thread closes its end of a stream socketpair while main sends on the other: once the close came first, send (without MSG_NOSIGNAL) raises SIGPIPE, whose default action kills the process (an error of kind other, at the send); it is found in the interleaving where the close runs first.
// EXPECT: error other
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>

static int sv[2];

static void *closer(void *arg) {
    (void)arg;
    close(sv[1]);
    return 0;
}

int main(void) {
    socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
    pthread_t t;
    pthread_create(&t, 0, closer, 0);
    send(sv[0], "x", 1, 0); // ERROR
    pthread_join(t, 0);
    return 0;
}
