// recv on a bound datagram socket blocks until a datagram comes: main waits for one that the other thread never sends (it waits on its own unbound socket, which nobody can address), a deadlock.
// EXPECT: error deadlock
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>

static void *other(void *arg) {
    (void)arg;
    int s = socket(AF_UNIX, SOCK_DGRAM, 0);
    char c;
    recv(s, &c, 1, 0); // ERROR-ANY
    return 0;
}

int main(void) {
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    strcpy(a.sun_path, "/tmp/srv");
    int srv = socket(AF_UNIX, SOCK_DGRAM, 0);
    bind(srv, (struct sockaddr *)&a, sizeof a);
    pthread_t t;
    pthread_create(&t, 0, other, 0);
    char c;
    recvfrom(srv, &c, 1, 0, 0, 0); // ERROR-ANY
    pthread_join(t, 0);
    return 0;
}
