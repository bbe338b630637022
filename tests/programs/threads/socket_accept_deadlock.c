// accept blocks until a connection is queued: the server thread accepts on a listening socket that the main thread never connects to, while main joins the server, so every thread is blocked (a deadlock).
// EXPECT: error deadlock
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static int l;

static void *server(void *arg) {
    (void)arg;
    accept(l, 0, 0); // ERROR-ANY
    return 0;
}

int main(void) {
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    strcpy(a.sun_path, "/tmp/lonely.sock");
    l = socket(AF_UNIX, SOCK_STREAM, 0);
    bind(l, (struct sockaddr *)&a, sizeof a);
    listen(l, 4);
    pthread_t t;
    pthread_create(&t, 0, server, 0);
    pthread_join(t, 0); // ERROR-ANY
    unlink(a.sun_path);
    return 0;
}
