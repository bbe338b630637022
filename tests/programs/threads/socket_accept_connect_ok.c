// A named AF_UNIX stream socket: the server thread binds, listens and accepts; the client thread connects (retrying while the path does not exist or nobody listens yet) and exchanges a request and a reply; the bound path is a socket file (S_ISSOCK), getsockname/getpeername give the path, and a second bind of the same path fails with EADDRINUSE.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#define PATH "/tmp/srv.sock"

static int ready;

static struct sockaddr_un addr(void) {
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    strcpy(a.sun_path, PATH);
    return a;
}

static void *server(void *arg) {
    (void)arg;
    struct sockaddr_un a = addr();
    int l = socket(AF_UNIX, SOCK_STREAM, 0);
    assert(l >= 0);
    assert(bind(l, (struct sockaddr *)&a, sizeof a) == 0);
    assert(listen(l, 1) == 0);
    __atomic_store_n(&ready, 1, __ATOMIC_SEQ_CST);
    int c = accept(l, 0, 0);
    assert(c >= 0);
    char buf[8];
    assert(recv(c, buf, 4, MSG_WAITALL) == 4 && memcmp(buf, "ping", 4) == 0);
    assert(send(c, "pong", 4, 0) == 4);
    close(c);
    close(l);
    return 0;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, server, 0);
    while (!__atomic_load_n(&ready, __ATOMIC_SEQ_CST))
        ;
    struct sockaddr_un a = addr();
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    assert(connect(s, (struct sockaddr *)&a, sizeof a) == 0);
    struct stat st;
    assert(stat(PATH, &st) == 0 && S_ISSOCK(st.st_mode));
    struct sockaddr_un p;
    socklen_t len = sizeof p;
    assert(getpeername(s, (struct sockaddr *)&p, &len) == 0 && strcmp(p.sun_path, PATH) == 0);
    assert(send(s, "ping", 4, 0) == 4);
    char buf[8];
    assert(recv(s, buf, sizeof buf, MSG_WAITALL) == 4 && memcmp(buf, "pong", 4) == 0);
    assert(recv(s, buf, sizeof buf, 0) == 0); /* the server closed */
    close(s);
    int again = socket(AF_UNIX, SOCK_STREAM, 0);
    assert(bind(again, (struct sockaddr *)&a, sizeof a) == -1 && errno == EADDRINUSE);
    pthread_join(t, 0);
    unlink(PATH);
    return 0;
}
