// A datagram server bound to a path answers each request to the address recvfrom gives; two client threads, each bound to its own path, send a request with sendto and wait for the answer with recv. Whatever the interleaving, each client gets the answer to its own request, and each request arrives whole with its sender's name.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static struct sockaddr_un at(const char *path) {
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    strcpy(a.sun_path, path);
    return a;
}

static struct sockaddr_un srv_a;

static void *client(void *arg) {
    const char *path = arg; /* "/tmp/a" or "/tmp/b" */
    struct sockaddr_un me = at(path);
    int s = socket(AF_UNIX, SOCK_DGRAM, 0);
    assert(bind(s, (struct sockaddr *)&me, sizeof me) == 0);
    assert(sendto(s, path + 5, 1, 0, (struct sockaddr *)&srv_a, sizeof srv_a) == 1);
    char c[2];
    assert(recv(s, c, 2, 0) == 2);
    assert(c[0] == '>' && c[1] == path[5]);
    close(s);
    return 0;
}

int main(void) {
    srv_a = at("/tmp/srv");
    int srv = socket(AF_UNIX, SOCK_DGRAM, 0);
    assert(bind(srv, (struct sockaddr *)&srv_a, sizeof srv_a) == 0);
    pthread_t a, b;
    pthread_create(&a, 0, client, "/tmp/a");
    pthread_create(&b, 0, client, "/tmp/b");
    for (int i = 0; i < 2; i++) {
        char req;
        struct sockaddr_un from;
        socklen_t len = sizeof from;
        assert(recvfrom(srv, &req, 1, 0, (struct sockaddr *)&from, &len) == 1);
        assert(len == sizeof(sa_family_t) + 7 && from.sun_path[5] == req);
        char reply[2] = {'>', req};
        assert(sendto(srv, reply, 2, 0, (struct sockaddr *)&from, len) == 2);
    }
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
