// connect to a path where nothing listens fails with ENOENT (no file) or ECONNREFUSED (a socket file that is not listening, or whose socket was closed), never blocks; unknown families, types and protocols fail with EAFNOSUPPORT, ESOCKTNOSUPPORT, EPROTONOSUPPORT, options as on Linux.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

int main(void) {
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    strcpy(a.sun_path, "/tmp/none.sock");
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    assert(connect(s, (struct sockaddr *)&a, sizeof a) == -1 && errno == ENOENT);
    int b = socket(AF_UNIX, SOCK_STREAM, 0);
    assert(bind(b, (struct sockaddr *)&a, sizeof a) == 0);
    assert(connect(s, (struct sockaddr *)&a, sizeof a) == -1 && errno == ECONNREFUSED); /* bound, not listening */
    assert(listen(b, 0) == 0);
    close(b);
    assert(connect(s, (struct sockaddr *)&a, sizeof a) == -1 && errno == ECONNREFUSED); /* closed */
    assert(socket(12345, SOCK_STREAM, 0) == -1 && errno == EAFNOSUPPORT);
    assert(socket(AF_UNIX, SOCK_RDM, 0) == -1 && errno == ESOCKTNOSUPPORT);
    assert(socket(AF_UNIX, SOCK_STREAM, 6) == -1 && errno == EPROTONOSUPPORT);
    int one = 1;
    assert(setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) == 0);
    assert(setsockopt(s, SOL_SOCKET, 9999, &one, sizeof one) == -1 && errno == ENOPROTOOPT);
    assert(setsockopt(s, 6, 1, &one, sizeof one) == -1 && errno == EOPNOTSUPP); /* IPPROTO_TCP */
    int type;
    socklen_t len = sizeof type;
    assert(getsockopt(s, SOL_SOCKET, SO_TYPE, &type, &len) == 0 && type == SOCK_STREAM);
    assert(send(s, "x", 1, 0) == -1 && errno == ENOTCONN);
    char c;
    assert(recv(s, &c, 1, 0) == -1 && errno == EINVAL); /* Linux: an unconnected stream socket */
    close(s);
    unlink(a.sun_path);
    return 0;
}
