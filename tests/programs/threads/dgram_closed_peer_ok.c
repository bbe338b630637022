// A datagram socket connected to a bound one sends while another thread closes the receiver: the send either gets there (before the close) or fails with ECONNREFUSED, after which the socket is no longer connected (ENOTCONN), as on Linux. Never anything else.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static int srv;

static void *closer(void *arg) {
    (void)arg;
    close(srv);
    return 0;
}

int main(void) {
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    strcpy(a.sun_path, "/tmp/srv");
    srv = socket(AF_UNIX, SOCK_DGRAM, 0);
    bind(srv, (struct sockaddr *)&a, sizeof a);
    int c = socket(AF_UNIX, SOCK_DGRAM, 0);
    assert(connect(c, (struct sockaddr *)&a, sizeof a) == 0);
    pthread_t t;
    pthread_create(&t, 0, closer, 0);
    long r = send(c, "x", 1, 0);
    if (r < 0) {
        assert(errno == ECONNREFUSED);
        assert(send(c, "x", 1, 0) == -1 && errno == ENOTCONN);
    } else {
        assert(r == 1);
    }
    pthread_join(t, 0);
    return 0;
}
