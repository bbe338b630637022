// SOCK_SEQPACKET keeps message boundaries over a connection: a client thread connects to a listener and sends two messages, then closes; the server gets each whole and separately, then end of file (0), in every interleaving.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static struct sockaddr_un a;

static void *client(void *arg) {
    (void)arg;
    int c = socket(AF_UNIX, SOCK_SEQPACKET, 0);
    assert(connect(c, (struct sockaddr *)&a, sizeof a) == 0);
    assert(send(c, "abc", 3, 0) == 3);
    assert(send(c, "de", 2, 0) == 2);
    close(c);
    return 0;
}

int main(void) {
    a.sun_family = AF_UNIX;
    strcpy(a.sun_path, "/tmp/seq");
    int l = socket(AF_UNIX, SOCK_SEQPACKET, 0);
    bind(l, (struct sockaddr *)&a, sizeof a);
    listen(l, 1);
    pthread_t t;
    pthread_create(&t, 0, client, 0);
    int s = accept(l, 0, 0);
    char buf[8];
    assert(recv(s, buf, sizeof buf, 0) == 3 && memcmp(buf, "abc", 3) == 0);
    assert(recv(s, buf, sizeof buf, 0) == 2 && memcmp(buf, "de", 2) == 0);
    assert(recv(s, buf, sizeof buf, 0) == 0);
    pthread_join(t, 0);
    return 0;
}
