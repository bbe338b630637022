/* socket.c -- AF_UNIX sockets: socketpair, socket, bind, listen, accept,
 * accept4, connect, getsockname, getpeername, send, recv, sendto,
 * recvfrom, shutdown, setsockopt, getsockopt; and the read, write and
 * close that fd.c hands over for DIOS_N_SOCKET nodes.
 *
 * A connected pair of sockets shares a struct dios_conn: two pipe buffers
 * crossed, so the transfers are pipe.c's (blocking, EAGAIN, SIGPIPE and
 * EPIPE as for pipes). SOCK_DGRAM and SOCK_SEQPACKET pairs keep message
 * boundaries: each message is stored after its length, a recv returns one
 * message and drops what does not fit the buffer. A SOCK_DGRAM socket made
 * by socket() has a queue of its own (dgram.c): sendto a bound path, or
 * send after connect, puts a datagram there with the sender's name.
 * Linux's choices are followed:
 *
 * - shutdown(SHUT_WR) of a stream or seqpacket socket gives the peer end
 *   of file after the bytes sent; a later send fails with EPIPE (and
 *   SIGPIPE unless MSG_NOSIGNAL). SHUT_RD drops the bytes not yet read, a
 *   recv then returns 0, and the peer's sends fail with EPIPE.
 * - close of a stream or seqpacket socket gives the peer end of file, or
 *   ECONNRESET once if bytes it had not read were dropped; the peer's
 *   sends fail with EPIPE. A datagram pair's peer sends fail with
 *   ECONNREFUSED (no SIGPIPE), and its reads keep blocking (Linux gives a
 *   datagram socket no end of file).
 * - bind makes a socket file (S_IFSOCK) at the path: EADDRINUSE if the path
 *   exists. The file stays after close (unlink removes it); connect to it
 *   then fails with ECONNREFUSED, as it does to a socket not listening.
 * - connect completes as soon as the connection is queued on the listener
 *   (bytes may be sent before accept); it blocks while listen's backlog
 *   is full (Linux admits backlog + 1), or fails with EAGAIN if the socket
 *   is non-blocking. accept blocks until a connection is queued.
 * - connect of a datagram socket names send's destination and the only
 *   socket it takes datagrams from (others: EPERM); AF_UNSPEC undoes it,
 *   and so does a send that finds the peer closed (ECONNREFUSED, then
 *   ENOTCONN). recvfrom gives an unnamed sender's address as length 0.
 *
 * Every call that changes a socket, and every transfer, is a visible
 * action on the object it changes: the listener (accept, connect, listen),
 * the connection (send, recv, shutdown, close), a datagram queue (sendto,
 * recv), the file system (socket, socketpair, bind, a path's lookup, the
 * descriptor accept makes). A thread blocked for ever in accept, connect,
 * recv or send while no other can run is a deadlock.
 * - Linux's abstract names (sun_path[0] == 0, the name being the address's
 *   bytes after it, NULs included) make no file: the name is the socket's
 *   until it is closed, then free again. bind with just the family binds
 *   a name of its own (autobind: five hex digits, from 00000); listen on
 *   an unbound socket fails (EINVAL), as on Linux. Inside, an abstract name
 *   is kept as a string: ABSTRACT, then two hex digits a byte.
 * Not supported: binding a socketpair's end, descriptor passing (uio.c's
 * sendmsg: EOPNOTSUPP), other families (EAFNOSUPPORT). */
#include "dios.h"
#include "fs.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>

#define PATH_OFF 2 /* offsetof(struct sockaddr_un, sun_path) */
#define ABSTRACT '\x01' /* the first byte of an abstract name kept inside */
/* A name kept inside: a path and its NUL, or an abstract name's mark, two
 * hex digits for each of its (up to 107) bytes, and a NUL. */
#define NAME_BUF (2 + 2 * (sizeof(struct sockaddr_un) - PATH_OFF))

/* The sockets bound to abstract names (nodes, in binding order). Their
 * changes are the file system's visible actions. */
static struct dios_node **abstract;
static unsigned nabstract, abstract_cap, autobound;

/* The socket of descriptor fd, or NULL with errno set. */
static struct dios_sock *sock_of(int fd, struct dios_ofd **dp) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return NULL;
    if (d->node->kind != DIOS_N_SOCKET) {
        errno = ENOTSOCK;
        return NULL;
    }
    if (dp)
        *dp = d;
    return d->node->sock;
}

int __dios_sock_conn(int fd) {
    struct dios_sock *s = sock_of(fd, NULL);
    return s && s->state == DIOS_S_CONNECTED && !s->rq;
}

/* The type of socket(domain, type, protocol) without its flags, or -1
 * with errno set. */
static int check_kind(int domain, int type, int protocol) {
    if (domain != AF_UNIX) {
        errno = EAFNOSUPPORT;
        return -1;
    }
    if (type & ~(SOCK_NONBLOCK | SOCK_CLOEXEC | 0xf)) {
        errno = EINVAL;
        return -1;
    }
    int t = type & 0xf;
    if (t == SOCK_RAW)
        t = SOCK_DGRAM; /* as Linux does for AF_UNIX */
    if (t != SOCK_STREAM && t != SOCK_DGRAM && t != SOCK_SEQPACKET) {
        errno = ESOCKTNOSUPPORT;
        return -1;
    }
    if (protocol != 0 && protocol != PF_UNIX) {
        errno = EPROTONOSUPPORT;
        return -1;
    }
    return t;
}

/* A new socket's node (not named: bind names it). The caller has made
 * the file system's visible action when `ino` is set. */
static struct dios_node *new_node(int type, int ino) {
    struct dios_node *n = ino ? __dios_fs_new_node(NULL, DIOS_N_SOCKET, 0777) : __dios_alloc(sizeof *n);
    n->kind = DIOS_N_SOCKET;
    n->mode = 0777;
    n->sock = __dios_alloc(sizeof *n->sock);
    n->sock->type = type;
    return n;
}

/* Connects a and b by a new connection: a is side 0, b side 1. */
static void join(struct dios_sock *a, struct dios_sock *b) {
    struct dios_conn *c = __dios_alloc(sizeof *c);
    for (int s = 0; s < 2; s++) {
        c->p[s].cap = 212992; /* Linux's default socket buffer (net.core.wmem_default) */
        c->p[s].readers = 1;
        c->p[s].writers = 1;
        c->p[s].sock = a->type == SOCK_STREAM ? 1 : 2;
    }
    a->conn = b->conn = c;
    a->side = 0;
    b->side = 1;
    a->state = b->state = DIOS_S_CONNECTED;
    __dios_et_sock_event(a);
    __dios_et_sock_event(b);
}

/* Installs a descriptor for node n; -1 with errno set. */
static int install(struct dios_node *n, int flags) {
    struct dios_ofd *d = __dios_fs_new_ofd(n, O_RDWR | ((flags & SOCK_NONBLOCK) ? O_NONBLOCK : 0));
    return __dios_fs_install(d, 0);
}

int socket(int domain, int type, int protocol) {
    int t = check_kind(domain, type, protocol);
    if (t < 0)
        return -1;
    __dios_fs_visible();
    struct dios_node *n = new_node(t, 1);
    if (t == SOCK_DGRAM)
        n->sock->rq = __dios_dgram_queue(); /* what is sent to its name */
    return install(n, type);
}

int socketpair(int domain, int type, int protocol, int sv[2]) {
    int t = check_kind(domain, type, protocol);
    if (t < 0)
        return -1;
    __dios_fs_visible();
    struct dios_node *a = new_node(t, 1), *b = new_node(t, 1);
    join(a->sock, b->sock);
    int fa = install(a, type);
    if (fa < 0)
        return -1;
    int fb = install(b, type);
    if (fb < 0) {
        __dios_fs()->fds[fa] = NULL;
        return -1;
    }
    sv[0] = fa;
    sv[1] = fb;
    return 0;
}

/* The path of an AF_UNIX address as a string in buf (108 bytes and a NUL),
 * or -1 with errno set. */
static int addr_path(const struct sockaddr *addr, socklen_t len, char *buf) {
    if (!addr || len < PATH_OFF + 1 || len > sizeof(struct sockaddr_un)) {
        errno = EINVAL;
        return -1;
    }
    if (addr->sa_family != AF_UNIX) {
        errno = EINVAL;
        return -1;
    }
    const char *p = ((const struct sockaddr_un *)addr)->sun_path;
    if (p[0] == 0) { /* Linux's abstract namespace: the bytes after the 0 */
        static const char hex[] = "0123456789abcdef";
        unsigned k = 0;
        buf[k++] = ABSTRACT;
        for (unsigned i = 1; i < len - PATH_OFF; i++) {
            buf[k++] = hex[(unsigned char)p[i] >> 4];
            buf[k++] = hex[(unsigned char)p[i] & 15];
        }
        buf[k] = 0;
        return 0;
    }
    unsigned n = 0;
    while (n < len - PATH_OFF && p[n])
        buf[n] = p[n], n++;
    buf[n] = 0;
    return 0;
}

/* The value of hex digit c. */
static unsigned hex_value(char c) { return c <= '9' ? (unsigned)(c - '0') : (unsigned)(c - 'a' + 10); }

/* Stores the address of `name` (unnamed if NULL) as getsockname does. */
static void put_addr(const char *name, struct sockaddr *addr, socklen_t *len) {
    if (!addr || !len)
        return;
    struct sockaddr_un u;
    __builtin_memset(&u, 0, sizeof u);
    u.sun_family = AF_UNIX;
    socklen_t full = PATH_OFF;
    if (name && name[0] == ABSTRACT) { /* no NUL at the end: the length says */
        size_t k = (__dios_strlen(name) - 1) / 2;
        for (size_t i = 0; i < k; i++)
            u.sun_path[1 + i] = (char)(hex_value(name[1 + 2 * i]) << 4 | hex_value(name[2 + 2 * i]));
        full = (socklen_t)(PATH_OFF + 1 + k);
    } else if (name) {
        size_t k = __dios_strlen(name);
        __builtin_memcpy(u.sun_path, name, k);
        full = (socklen_t)(PATH_OFF + k + 1);
    }
    __builtin_memcpy(addr, &u, *len < full ? *len : full);
    *len = full;
}

/* The index of the socket bound to abstract name `name`, or nabstract. */
static unsigned abstract_index(const char *name) {
    unsigned i = 0;
    while (i < nabstract && !__dios_fs_streq(abstract[i]->sock->name, name))
        i++;
    return i;
}

/* Binds node n's socket to abstract name `name` (EADDRINUSE if taken). The
 * caller has made the file system's visible action. */
static int bind_abstract(struct dios_node *n, const char *name) {
    if (abstract_index(name) < nabstract) {
        errno = EADDRINUSE;
        return -1;
    }
    abstract = __dios_grow(abstract, &abstract_cap, nabstract + 1, sizeof *abstract);
    abstract[nabstract++] = n;
    n->sock->name = __dios_strdup(name);
    return 0;
}

/* Binds node n's socket to a free abstract name of five hex digits, as
 * Linux's autobind. */
static int autobind(struct dios_node *n) {
    static const char hex[] = "0123456789abcdef";
    for (unsigned tries = 0; tries < 0x100000; tries++) {
        char name[12];
        unsigned v = autobound++ & 0xfffff;
        name[0] = ABSTRACT;
        for (int i = 0; i < 5; i++) { /* each digit a byte of the name */
            char c = hex[(v >> (4 * (4 - i))) & 15];
            name[1 + 2 * i] = hex[(unsigned char)c >> 4];
            name[2 + 2 * i] = hex[c & 15];
        }
        name[11] = 0;
        if (abstract_index(name) == nabstract)
            return bind_abstract(n, name);
    }
    errno = EADDRINUSE;
    return -1;
}

int bind(int fd, const struct sockaddr *addr, socklen_t len) {
    char path[NAME_BUF];
    struct dios_ofd *d;
    struct dios_sock *s = sock_of(fd, &d);
    if (!s)
        return -1;
    int unnamed = addr && len == PATH_OFF && addr->sa_family == AF_UNIX;
    if (!unnamed && addr_path(addr, len, path) < 0)
        return -1;
    __dios_fs_visible();
    if (s->name || s->state != DIOS_S_NEW) {
        errno = EINVAL;
        return -1;
    }
    if (unnamed)
        return autobind(d->node);
    if (path[0] == ABSTRACT)
        return bind_abstract(d->node, path);
    int dir;
    char *norm = __dios_fs_normalise(path, &dir);
    if (!norm)
        return -1;
    if (__dios_fs_lookup(norm)) {
        errno = EADDRINUSE;
        __vm_obj_free(norm);
        return -1;
    }
    if (dir) {
        errno = EISDIR;
        __vm_obj_free(norm);
        return -1;
    }
    if (__dios_fs_parent_ok(norm) < 0) {
        __vm_obj_free(norm);
        return -1;
    }
    __dios_fs_add_name(norm, d->node);
    d->node->mode = 0777 & ~__dios_fs()->umask;
    s->name = __dios_strdup(path);
    return 0;
}

int listen(int fd, int backlog) {
    struct dios_sock *s = sock_of(fd, NULL);
    if (!s)
        return -1;
    __dios_visible(s, sizeof *s);
    if (s->type == SOCK_DGRAM) {
        errno = EOPNOTSUPP;
        return -1;
    }
    if (s->state != DIOS_S_NEW && s->state != DIOS_S_LISTENING) {
        errno = EINVAL;
        return -1;
    }
    if (!s->name) { /* Linux: "no listens on an unbound socket" */
        errno = EINVAL;
        return -1;
    }
    if (backlog < 0)
        backlog = 0;
    if (backlog > SOMAXCONN)
        backlog = SOMAXCONN;
    s->limit = (unsigned)backlog + 1;
    s->state = DIOS_S_LISTENING;
    __dios_et_sock_event(s);
    return 0;
}

/* The node `name` names: a path's, or the socket bound to an abstract
 * name (ECONNREFUSED if none is, as Linux). NULL with errno set. */
static struct dios_node *named(const char *name) {
    if (name[0] != ABSTRACT)
        return __dios_fs_resolve(name, NULL);
    unsigned i = abstract_index(name);
    if (i == nabstract) {
        errno = ECONNREFUSED;
        return NULL;
    }
    return abstract[i];
}

/* The socket bound at the path of addr, of the type `type`; NULL with
 * errno set. Makes the file system's visible action. */
static struct dios_sock *sock_at(const struct sockaddr *addr, socklen_t len, int type) {
    char path[NAME_BUF];
    if (addr_path(addr, len, path) < 0)
        return NULL;
    __dios_fs_visible();
    struct dios_node *n = named(path);
    if (!n)
        return NULL;
    if (n->kind != DIOS_N_SOCKET) {
        errno = ECONNREFUSED;
        return NULL;
    }
    if (n->sock->type != type) {
        errno = EPROTOTYPE;
        return NULL;
    }
    return n->sock;
}

/* A datagram socket's connect: send's destination and the only socket it
 * takes datagrams from (Linux); AF_UNSPEC dissolves it. */
static int dgram_connect(struct dios_sock *s, const struct sockaddr *addr, socklen_t len) {
    if (s->state == DIOS_S_CONNECTED) {
        errno = EISCONN; /* a socketpair's end stays paired */
        return -1;
    }
    if (addr && len >= sizeof addr->sa_family && addr->sa_family == AF_UNSPEC) {
        __dios_visible(s, sizeof *s);
        s->dpeer = NULL;
        s->peer_name = NULL;
        return 0;
    }
    struct dios_sock *l = sock_at(addr, len, SOCK_DGRAM);
    if (!l)
        return -1;
    if (l->state == DIOS_S_CLOSED) {
        errno = ECONNREFUSED;
        return -1;
    }
    if (l->dpeer && l->dpeer != s) {
        errno = EPERM; /* it takes datagrams only from the socket it is connected to */
        return -1;
    }
    s->dpeer = l;
    s->peer_name = l->name ? __dios_strdup(l->name) : NULL;
    return 0;
}

int connect(int fd, const struct sockaddr *addr, socklen_t len) {
    char path[NAME_BUF];
    struct dios_ofd *d;
    struct dios_sock *s = sock_of(fd, &d);
    if (!s)
        return -1;
    if (s->type == SOCK_DGRAM)
        return dgram_connect(s, addr, len);
    if (addr_path(addr, len, path) < 0)
        return -1;
    __dios_fs_visible();
    if (s->state == DIOS_S_CONNECTED) {
        errno = EISCONN;
        return -1;
    }
    if (s->state == DIOS_S_LISTENING) {
        errno = EINVAL;
        return -1;
    }
    struct dios_node *n = named(path);
    if (!n)
        return -1;
    if (n->kind != DIOS_N_SOCKET) {
        errno = ECONNREFUSED;
        return -1;
    }
    struct dios_sock *l = n->sock;
    if (l->type != s->type) {
        errno = EPROTOTYPE;
        return -1;
    }
    struct dios_thread *t = __dios_self();
    int nonblock = (d->flags & O_NONBLOCK) != 0;
    __dios_cancel_point();
    for (;;) {
        /* not restarted: the file system's visible action came first */
        int block = 1;
        if (nonblock) {
            __dios_visible(l, sizeof *l);
        } else {
            t->wait = DIOS_W_CONNECT;
            t->wait_obj = l;
            t->wait_fn = "connect";
            __vm_interrupt_mem(l, sizeof *l, _VM_MA_BOTH);
            block = __vm_ctl_get(DIOS_CR_RETRY) != 0;
            __vm_ctl_set(DIOS_CR_RETRY, 0);
            __builtin_memset(&t->wait, 0, DIOS_WAIT_FIELDS);
        }
        __dios_cancel_point();
        if (l->state != DIOS_S_LISTENING) {
            errno = ECONNREFUSED;
            return -1;
        }
        if (l->nq < l->limit)
            break;
        if (nonblock) {
            errno = EAGAIN;
            return -1;
        }
        __dios_try_again(t, block, DIOS_W_CONNECT, l, "connect", 0);
    }
    struct dios_node *m = new_node(s->type, 0); /* its inode number comes with accept */
    join(s, m->sock);
    s->peer_name = l->name ? __dios_strdup(l->name) : NULL;
    m->sock->name = l->name ? __dios_strdup(l->name) : NULL;
    m->sock->peer_name = s->name ? __dios_strdup(s->name) : NULL;
    l->queue = __dios_grow(l->queue, &l->qcap, l->nq + 1, sizeof *l->queue);
    l->queue[l->nq++] = m;
    __dios_et_sock_event(l);
    return 0;
}

int accept4(int fd, struct sockaddr *restrict addr, socklen_t *restrict len, int flags) {
    struct dios_ofd *d;
    struct dios_sock *l = sock_of(fd, &d);
    if (!l)
        return -1;
    if (flags & ~(SOCK_NONBLOCK | SOCK_CLOEXEC)) {
        errno = EINVAL;
        return -1;
    }
    struct dios_thread *t = __dios_self();
    int nonblock = (d->flags & O_NONBLOCK) != 0;
    __dios_cancel_point();
    for (;;) {
        int block = 0;
        if (nonblock)
            __dios_visible(l, sizeof *l);
        else
            block = __dios_try_visible(t, DIOS_W_ACCEPT, l, sizeof *l, "accept", 0);
        __dios_cancel_point();
        if (l->state != DIOS_S_LISTENING) {
            errno = EINVAL;
            return -1;
        }
        if (l->nq > 0)
            break;
        if (nonblock) {
            errno = EAGAIN;
            return -1;
        }
        __dios_try_again(t, block, DIOS_W_ACCEPT, l, "accept", 0);
    }
    struct dios_node *m = l->queue[0];
    l->nq--;
    for (unsigned i = 0; i < l->nq; i++)
        l->queue[i] = l->queue[i + 1];
    l->queue[l->nq] = NULL;
    __dios_fs_visible(); /* the new descriptor */
    m->ino = __dios_fs()->next_ino++;
    int r = install(m, flags);
    if (r >= 0)
        put_addr(m->sock->peer_name, addr, len);
    return r;
}

int accept(int fd, struct sockaddr *restrict addr, socklen_t *restrict len) { return accept4(fd, addr, len, 0); }

int getsockname(int fd, struct sockaddr *restrict addr, socklen_t *restrict len) {
    struct dios_sock *s = sock_of(fd, NULL);
    if (!s)
        return -1;
    put_addr(s->name, addr, len);
    return 0;
}

int getpeername(int fd, struct sockaddr *restrict addr, socklen_t *restrict len) {
    struct dios_sock *s = sock_of(fd, NULL);
    if (!s)
        return -1;
    if (s->state != DIOS_S_CONNECTED && !s->dpeer) {
        errno = ENOTCONN;
        return -1;
    }
    put_addr(s->peer_name, addr, len);
    return 0;
}

/* Stores a sender's address as recvfrom does: unnamed, none (length 0). */
static void put_from(const char *name, struct sockaddr *addr, socklen_t *len) {
    if (!addr || !len)
        return;
    if (name && name[0])
        put_addr(name, addr, len);
    else
        *len = 0;
}

/* ---- transfers ---------------------------------------------------------------- */

static ssize_t conn_recv(struct dios_sock *s, void *buf, size_t len, int flags, int io);

/* recv, recvfrom (the sender's address into addr, alen), read. */
static ssize_t do_recv(struct dios_ofd *d, struct dios_sock *s, void *buf, size_t len, int flags,
                       struct sockaddr *addr, socklen_t *alen) {
    if (flags & ~(MSG_DONTWAIT | MSG_PEEK | MSG_WAITALL | MSG_NOSIGNAL | MSG_CMSG_CLOEXEC | MSG_TRUNC)) {
        errno = EOPNOTSUPP;
        return -1;
    }
    int io = ((d->flags & O_NONBLOCK) || (flags & MSG_DONTWAIT)) ? DIOS_IO_NONBLOCK : 0;
    if (flags & MSG_PEEK)
        io |= DIOS_IO_PEEK;
    if (s->type != SOCK_STREAM)
        io |= DIOS_IO_DGRAM | ((flags & MSG_TRUNC) ? DIOS_IO_TRUNC : 0); /* the message's real length */
    if (s->rq) { /* a datagram socket from socket(): its own queue */
        char from[sizeof(struct sockaddr_un)];
        ssize_t r = __dios_dgram_recv(s->rq, buf, len, io, from);
        if (r >= 0)
            put_from(from, addr, alen);
        return r;
    }
    if (s->state != DIOS_S_CONNECTED) {
        errno = s->type == SOCK_STREAM ? EINVAL : ENOTCONN; /* Linux's choices */
        return -1;
    }
    ssize_t r = conn_recv(s, buf, len, flags, io);
    struct dios_thread *t = __dios_self();
    if (t->rights_in && !t->want_rights) { /* a receive without recvmsg closes them (Linux) */
        __dios_rights_drop(t->rights_in);
        t->rights_in = NULL;
    }
    if (r >= 0 && addr && alen) {
        if (s->type == SOCK_STREAM)
            *alen = 0; /* Linux leaves a stream's source address empty */
        else
            put_from(s->peer_name, addr, alen);
    }
    return r;
}

/* A receive on a connection (socketpair, connect, accept). */
static ssize_t conn_recv(struct dios_sock *s, void *buf, size_t len, int flags, int io) {
    struct dios_conn *c = s->conn;
    size_t done = 0;
    for (;;) {
        ssize_t r = __dios_pipe_recv(&c->p[s->side], (char *)buf + done, len - done, io);
        if (r == 0 && done == 0 && len > 0 && c->p[s->side].err) {
            errno = c->p[s->side].err; /* the peer closed with bytes unread */
            c->p[s->side].err = 0;
            return -1;
        }
        if (r < 0)
            return done ? (ssize_t)done : -1;
        done += (size_t)r;
        /* MSG_WAITALL: a stream read goes on until full or end of file
         * (or the end of a message with descriptors: pipe.c) */
        if (!(flags & MSG_WAITALL) || (io & (DIOS_IO_DGRAM | DIOS_IO_PEEK)) || r == 0 || done == len ||
            __dios_self()->rights_in)
            return (ssize_t)done;
    }
}

/* A datagram from s to the socket `to` (to's queue), as Linux's
 * unix_dgram_sendmsg: ECONNREFUSED once `to` is closed, which also undoes
 * s's connect to it; EPERM if `to` is connected to another socket. */
static ssize_t send_to(struct dios_sock *s, struct dios_sock *to, const void *buf, size_t len, int io, int restart) {
    ssize_t r = __dios_dgram_send(to, s, buf, len, io, restart);
    if (r < 0 && errno == ECONNREFUSED && s->dpeer == to) {
        s->dpeer = NULL;
        s->peer_name = NULL;
    }
    return r;
}

/* send, sendto (to: the destination of a datagram, else NULL), write. */
static ssize_t do_send(struct dios_ofd *d, struct dios_sock *s, const void *buf, size_t len, int flags,
                       struct dios_sock *to) {
    if (flags & ~(MSG_DONTWAIT | MSG_NOSIGNAL | MSG_EOR)) {
        errno = EOPNOTSUPP;
        return -1;
    }
    int io = ((d->flags & O_NONBLOCK) || (flags & MSG_DONTWAIT)) ? DIOS_IO_NONBLOCK : 0;
    if (s->type != SOCK_STREAM)
        io |= DIOS_IO_DGRAM; /* message boundaries */
    if (s->type == SOCK_DGRAM || (flags & MSG_NOSIGNAL))
        io |= DIOS_IO_NOSIGNAL; /* (a datagram socket raises no SIGPIPE) */
    if (to) /* sendto's address: the file system's visible action came first */
        return send_to(s, to, buf, len, io, 0);
    if (s->dpeer && s->state != DIOS_S_CONNECTED)
        return send_to(s, s->dpeer, buf, len, io, 1);
    if (s->state != DIOS_S_CONNECTED) {
        errno = ENOTCONN;
        return -1;
    }
    if (s->shut & 2) {
        __dios_visible(s->conn, sizeof *s->conn);
        if (!(io & DIOS_IO_NOSIGNAL))
            __dios_sig_send(SIGPIPE, SI_USER);
        errno = EPIPE;
        return -1;
    }
    ssize_t r = __dios_pipe_send(&s->conn->p[1 - s->side], buf, len, io);
    if (r < 0 && errno == EPIPE && s->type == SOCK_DGRAM)
        errno = ECONNREFUSED; /* the peer was closed */
    return r;
}

ssize_t __dios_sock_read(struct dios_ofd *d, void *buf, size_t len) {
    return do_recv(d, d->node->sock, buf, len, 0, NULL, NULL);
}

ssize_t __dios_sock_write(struct dios_ofd *d, const void *buf, size_t len) {
    return do_send(d, d->node->sock, buf, len, 0, NULL);
}

ssize_t recv(int fd, void *buf, size_t len, int flags) {
    struct dios_ofd *d;
    struct dios_sock *s = sock_of(fd, &d);
    return s ? do_recv(d, s, buf, len, flags, NULL, NULL) : -1;
}

ssize_t send(int fd, const void *buf, size_t len, int flags) {
    struct dios_ofd *d;
    struct dios_sock *s = sock_of(fd, &d);
    return s ? do_send(d, s, buf, len, flags, NULL) : -1;
}

ssize_t recvfrom(int fd, void *restrict buf, size_t len, int flags, struct sockaddr *restrict addr,
                 socklen_t *restrict alen) {
    struct dios_ofd *d;
    struct dios_sock *s = sock_of(fd, &d);
    return s ? do_recv(d, s, buf, len, flags, addr, alen) : -1;
}

/* With an address: a datagram goes to the socket bound there; a stream
 * socket fails (Linux: EISCONN if connected, else EOPNOTSUPP); a
 * SOCK_SEQPACKET socket ignores it (Linux). */
ssize_t sendto(int fd, const void *buf, size_t len, int flags, const struct sockaddr *addr, socklen_t alen) {
    struct dios_ofd *d;
    struct dios_sock *s = sock_of(fd, &d);
    if (!s)
        return -1;
    struct dios_sock *to = NULL;
    if (addr && s->type == SOCK_STREAM) {
        errno = s->state == DIOS_S_CONNECTED ? EISCONN : EOPNOTSUPP;
        return -1;
    }
    if (addr && s->type == SOCK_DGRAM) {
        if (flags & ~(MSG_DONTWAIT | MSG_NOSIGNAL | MSG_EOR)) {
            errno = EOPNOTSUPP;
            return -1;
        }
        to = sock_at(addr, alen, SOCK_DGRAM); /* (a bound socket: one from socket()) */
        if (!to)
            return -1;
    }
    return do_send(d, s, buf, len, flags, to);
}

/* Side `side` of connection c stops reading (drops its bytes: ECONNRESET
 * for the reader if `reset` and some were left) and, for a stream, stops
 * writing (the peer's reads see end of file). */
static void close_side(struct dios_conn *c, int side, int rd, int wr, int stream) {
    __dios_visible(c, sizeof *c);
    struct dios_pipe *rx = &c->p[side], *tx = &c->p[1 - side];
    struct dios_rights *dropped = NULL;
    __dios_et_event(rx, 1, 1);
    __dios_et_event(tx, 1, 1);
    if (rd) {
        if (rd == 2 && rx->len > 0 && stream)
            tx->err = ECONNRESET;
        dropped = rx->rights; /* descriptors in flight to it are closed, last */
        rx->rights = NULL;
        rx->readers = 0;
        rx->writers = 0;
        rx->data = NULL;
        rx->len = 0;
    }
    if (wr && stream)
        tx->writers = 0;
    __dios_rights_drop(dropped);
}

int shutdown(int fd, int how) {
    struct dios_sock *s = sock_of(fd, NULL);
    if (!s)
        return -1;
    if (how < SHUT_RD || how > SHUT_RDWR) {
        errno = EINVAL;
        return -1;
    }
    if (s->state != DIOS_S_CONNECTED) {
        errno = ENOTCONN;
        return -1;
    }
    int rd = how != SHUT_WR, wr = how != SHUT_RD;
    close_side(s->conn, s->side, rd, wr, s->type != SOCK_DGRAM);
    s->shut |= (rd ? 1 : 0) | (wr ? 2 : 0);
    __dios_et_sock_event(s);
    return 0;
}

void __dios_sock_release(struct dios_ofd *d) {
    struct dios_sock *s = d->node->sock;
    if (s->name && s->name[0] == ABSTRACT) { /* the name is free again */
        __dios_fs_visible();
        unsigned i = abstract_index(s->name);
        if (i < nabstract && abstract[i] == d->node) {
            for (nabstract--; i < nabstract; i++)
                abstract[i] = abstract[i + 1];
            abstract[nabstract] = NULL;
        }
    }
    if (s->rq) { /* its senders fail with ECONNREFUSED from now on */
        __dios_visible(s->rq, sizeof *s->rq);
        s->rq->readers = 0;
        __dios_et_event(s->rq, 1, 1);
        s->rq->data = NULL;
        s->rq->len = 0;
    }
    if (s->state == DIOS_S_CONNECTED) {
        close_side(s->conn, s->side, 2, 1, s->type != SOCK_DGRAM);
    } else if (s->state == DIOS_S_LISTENING) {
        __dios_visible(s, sizeof *s);
        s->state = DIOS_S_CLOSED; /* waiting connects fail, accepts end */
        __dios_et_sock_event(s);
        /* the connections not accepted are closed: their clients see end of file */
        while (s->nq > 0) {
            struct dios_sock *m = s->queue[--s->nq]->sock;
            s->queue[s->nq] = NULL;
            close_side(m->conn, m->side, 2, 1, 1);
        }
    }
    s->state = DIOS_S_CLOSED;
}

/* ---- options ------------------------------------------------------------------ */

int setsockopt(int fd, int level, int name, const void *val, socklen_t len) {
    struct dios_sock *s = sock_of(fd, NULL);
    if (!s)
        return -1;
    if (level != SOL_SOCKET) {
        errno = EOPNOTSUPP; /* Linux: no other level applies to AF_UNIX */
        return -1;
    }
    switch (name) {
    case SO_REUSEADDR:
    case SO_REUSEPORT:
    case SO_KEEPALIVE:
    case SO_SNDBUF:
    case SO_RCVBUF:
    case SO_RCVLOWAT:
    case SO_SNDLOWAT:
    case SO_PASSCRED:
    case SO_LINGER:
    case SO_RCVTIMEO:
    case SO_SNDTIMEO:
    case SO_BROADCAST:
    case SO_DEBUG:
    case SO_DONTROUTE:
    case SO_OOBINLINE:
        if (!val || len < sizeof(int)) {
            errno = EINVAL;
            return -1;
        }
        return 0; /* accepted; they change nothing here */
    default:
        errno = ENOPROTOOPT;
        return -1;
    }
}

int getsockopt(int fd, int level, int name, void *restrict val, socklen_t *restrict len) {
    struct dios_sock *s = sock_of(fd, NULL);
    if (!s)
        return -1;
    if (level != SOL_SOCKET) {
        errno = EOPNOTSUPP;
        return -1;
    }
    int v;
    switch (name) {
    case SO_TYPE:
        v = s->type;
        break;
    case SO_DOMAIN:
        v = AF_UNIX;
        break;
    case SO_PROTOCOL:
        v = 0;
        break;
    case SO_ERROR:
        v = 0;
        break;
    case SO_ACCEPTCONN:
        v = s->state == DIOS_S_LISTENING;
        break;
    case SO_SNDBUF:
    case SO_RCVBUF:
        v = 212992;
        break;
    case SO_REUSEADDR:
    case SO_REUSEPORT:
    case SO_KEEPALIVE:
    case SO_PASSCRED:
    case SO_BROADCAST:
    case SO_DEBUG:
    case SO_DONTROUTE:
    case SO_OOBINLINE:
        v = 0;
        break;
    case SO_RCVLOWAT:
    case SO_SNDLOWAT:
        v = 1;
        break;
    default:
        errno = ENOPROTOOPT;
        return -1;
    }
    if (!val || !len || *len < sizeof(int)) {
        errno = EINVAL;
        return -1;
    }
    __builtin_memcpy(val, &v, sizeof v);
    *len = sizeof v;
    return 0;
}
