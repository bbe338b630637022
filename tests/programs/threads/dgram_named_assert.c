// Two threads send a datagram each to a bound server socket; the server assumes the first datagram is the one from /tmp/a, which fails in the interleaving where /tmp/b sends first.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>

static struct sockaddr_un at(const char *path) {
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    strcpy(a.sun_path, path);
    return a;
}

static struct sockaddr_un srv_a;

static void *client(void *arg) {
    struct sockaddr_un me = at(arg);
    int s = socket(AF_UNIX, SOCK_DGRAM, 0);
    bind(s, (struct sockaddr *)&me, sizeof me);
    sendto(s, "x", 1, 0, (struct sockaddr *)&srv_a, sizeof srv_a);
    return 0;
}

int main(void) {
    srv_a = at("/tmp/srv");
    int srv = socket(AF_UNIX, SOCK_DGRAM, 0);
    bind(srv, (struct sockaddr *)&srv_a, sizeof srv_a);
    pthread_t a, b;
    pthread_create(&a, 0, client, "/tmp/a");
    pthread_create(&b, 0, client, "/tmp/b");
    char c;
    struct sockaddr_un from;
    socklen_t len = sizeof from;
    recvfrom(srv, &c, 1, 0, (struct sockaddr *)&from, &len);
    assert(strcmp(from.sun_path, "/tmp/a") == 0); // ERROR
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
