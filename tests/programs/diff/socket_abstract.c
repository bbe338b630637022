// AF_UNIX abstract names (Linux), printed and compared with the native run: a name whose first byte is 0 makes no file and is the socket's until it is closed. bind and EADDRINUSE, getsockname/getpeername (the length counts the name's bytes, NULs included, and no terminator), connect and ECONNREFUSED, the accepted socket's name, the name free again after close, autobind (bind with the family alone: five hex digits), listen on an unbound socket (EINVAL), datagrams with the sender's abstract name.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#define OFF offsetof(struct sockaddr_un, sun_path)

/* An abstract address: "NAME" with this process's id, then a 0 byte and
 * "x" (a NUL inside the name), so runs in parallel do not meet. */
static socklen_t abstract_addr(struct sockaddr_un *a, const char *name) {
    char n[64];
    int k = snprintf(n, sizeof n, "%s-%d", name, (int)getpid());
    n[k] = 0;
    n[k + 1] = 'x';
    memset(a, 0, sizeof *a);
    a->sun_family = AF_UNIX;
    memcpy(a->sun_path + 1, n, (size_t)k + 2);
    return (socklen_t)(OFF + 1 + k + 2);
}

static const char *err(int r) {
    return r == 0 ? "0" : errno == EADDRINUSE ? "EADDRINUSE" : errno == ECONNREFUSED ? "ECONNREFUSED" : errno == EINVAL ? "EINVAL" : "other";
}

/* Whether the address (got, glen) is exactly (a, alen). */
static int same(const struct sockaddr_un *got, socklen_t glen, const struct sockaddr_un *a, socklen_t alen) {
    return glen == alen && memcmp(got, a, alen) == 0;
}

int main(void) {
    struct sockaddr_un a, got;
    socklen_t alen = abstract_addr(&a, "divm-listen"), glen = sizeof got;
    int l = socket(AF_UNIX, SOCK_STREAM, 0);
    printf("bind %s\n", err(bind(l, (struct sockaddr *)&a, alen)));
    int l2 = socket(AF_UNIX, SOCK_STREAM, 0);
    printf("bind again %s\n", err(bind(l2, (struct sockaddr *)&a, alen)));
    printf("getsockname %d, the name %d\n", getsockname(l, (struct sockaddr *)&got, &glen), same(&got, glen, &a, alen));
    printf("no file made %d\n", access(a.sun_path + 1, F_OK) < 0);
    printf("listen %s\n", err(listen(l, 4)));
    int c = socket(AF_UNIX, SOCK_STREAM, 0);
    printf("connect %s\n", err(connect(c, (struct sockaddr *)&a, alen)));
    glen = sizeof got;
    int s = accept(l, (struct sockaddr *)&got, &glen);
    printf("accept %d, the client unnamed %d\n", s >= 0, glen == OFF);
    printf("send %zd\n", send(c, "hi", 2, 0));
    char buf[8] = {0};
    printf("recv %zd '%s'\n", recv(s, buf, sizeof buf, 0), buf);
    glen = sizeof got;
    getpeername(c, (struct sockaddr *)&got, &glen);
    printf("the peer's name %d\n", same(&got, glen, &a, alen));
    glen = sizeof got;
    getsockname(s, (struct sockaddr *)&got, &glen);
    printf("the accepted socket's name %d\n", same(&got, glen, &a, alen));
    struct sockaddr_un b;
    socklen_t blen = abstract_addr(&b, "divm-nobody");
    int c2 = socket(AF_UNIX, SOCK_STREAM, 0);
    printf("connect to a free name %s\n", err(connect(c2, (struct sockaddr *)&b, blen)));
    /* the name stays bound while the accepted socket lives, and is free
     * once the listener is closed */
    close(c);
    close(l);
    printf("bind after close %s\n", err(bind(l2, (struct sockaddr *)&a, alen)));
    close(s);
    int u = socket(AF_UNIX, SOCK_DGRAM, 0);
    struct sockaddr_un fam = {.sun_family = AF_UNIX};
    printf("autobind %s\n", err(bind(u, (struct sockaddr *)&fam, sizeof(sa_family_t))));
    glen = sizeof got;
    getsockname(u, (struct sockaddr *)&got, &glen);
    printf("autobound: length %u, abstract %d, five hex digits %d\n", (unsigned)(glen - OFF), got.sun_path[0] == 0,
           strspn(got.sun_path + 1, "0123456789abcdef") == 5);
    int v = socket(AF_UNIX, SOCK_STREAM, 0);
    printf("listen unbound %s\n", err(listen(v, 1)));
    int d1 = socket(AF_UNIX, SOCK_DGRAM, 0), d2 = socket(AF_UNIX, SOCK_DGRAM, 0);
    struct sockaddr_un da, db;
    socklen_t dal = abstract_addr(&da, "divm-dgram-a"), dbl = abstract_addr(&db, "divm-dgram-b");
    printf("datagram binds %s %s\n", err(bind(d1, (struct sockaddr *)&da, dal)), err(bind(d2, (struct sockaddr *)&db, dbl)));
    printf("sendto %zd\n", sendto(d2, "yo", 2, 0, (struct sockaddr *)&da, dal));
    glen = sizeof got;
    memset(buf, 0, sizeof buf);
    printf("recvfrom %zd '%s', from b %d\n", recvfrom(d1, buf, sizeof buf, 0, (struct sockaddr *)&got, &glen), buf, same(&got, glen, &db, dbl));
    return 0;
}
