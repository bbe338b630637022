// connect completes when its connection is queued within the listener's backlog (Linux admits backlog + 1, so 1 with listen(l, 0)); a second connect blocks until the server thread accepts the first, and a non-blocking one fails with EAGAIN meanwhile; bytes sent before accept are delivered.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static int l;
static struct sockaddr_un a;

static void *server(void *arg) {
    (void)arg;
    for (int i = 0; i < 2; i++) {
        int c = accept(l, 0, 0);
        assert(c >= 0);
        char x;
        assert(read(c, &x, 1) == 1 && x == '0' + i);
        close(c);
    }
    return 0;
}

int main(void) {
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    strcpy(a.sun_path, "/tmp/backlog.sock");
    l = socket(AF_UNIX, SOCK_STREAM, 0);
    assert(bind(l, (struct sockaddr *)&a, sizeof a) == 0);
    assert(listen(l, 0) == 0);
    int c0 = socket(AF_UNIX, SOCK_STREAM, 0);
    assert(connect(c0, (struct sockaddr *)&a, sizeof a) == 0); /* queued: nobody accepts yet */
    assert(write(c0, "0", 1) == 1);
    int nb = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
    assert(connect(nb, (struct sockaddr *)&a, sizeof a) == -1 && errno == EAGAIN); /* the queue is full */
    pthread_t t;
    pthread_create(&t, 0, server, 0);
    int c1 = socket(AF_UNIX, SOCK_STREAM, 0);
    assert(connect(c1, (struct sockaddr *)&a, sizeof a) == 0); /* waits for the first accept */
    assert(write(c1, "1", 1) == 1);
    pthread_join(t, 0);
    close(c0);
    close(c1);
    close(nb);
    close(l);
    unlink(a.sun_path);
    return 0;
}
