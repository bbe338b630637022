/* dgram.c -- the queues of AF_UNIX datagram sockets made by socket(): what
 * sendto sends to a bound name (or send to the socket connect named) goes
 * to the receiving socket's queue, with the sender's name, and recv and
 * recvfrom take it from there (socket.c says which call does what).
 *
 * A queue is a pipe buffer (struct dios_pipe) of Linux's default socket
 * buffer size, 212992 bytes: a datagram that does not fit blocks its
 * sender (DIOS_W_PIPE_WR), and a recv of an empty queue blocks
 * (DIOS_W_PIPE_RD) as a pipe read does. `readers` is 0 once the socket is
 * closed (its senders then fail with ECONNREFUSED); `writers` stays 1, so
 * a queue never reports end of file. Linux also limits a queue to
 * net.unix.max_dgram_qlen datagrams (senders block past it); that limit
 * is not modelled. Every transfer is one visible action on the queue. */
#include "dios.h"
#include "fs.h"
#include <errno.h>

#define HEADER (2 * sizeof(unsigned))
#define NAME_MAX_LEN 108

struct dios_pipe *__dios_dgram_queue(void) {
    struct dios_pipe *q = __dios_pipe_new();
    q->cap = 212992;
    q->readers = 1;
    q->writers = 1;
    return q;
}

ssize_t __dios_dgram_send(struct dios_sock *to, const struct dios_sock *from, const void *buf, size_t len, int io,
                          int restart) {
    struct dios_thread *t = __dios_self();
    struct dios_pipe *q = to->rq;
    int nonblock = (io & DIOS_IO_NONBLOCK) != 0;
    const char *name = from->name;
    unsigned hdr[2] = {(unsigned)len, name ? (unsigned)__dios_strlen(name) : 0};
    size_t need = HEADER + hdr[1] + len;
    if (need > q->cap) {
        errno = EMSGSIZE;
        return -1;
    }
    __dios_cancel_point();
    for (;;) {
        int block = __dios_pipe_try(t, DIOS_W_PIPE_WR, q, need, "sendto", restart, nonblock);
        __dios_cancel_point();
        if (q->readers == 0) {
            errno = ECONNREFUSED; /* the receiving socket was closed */
            return -1;
        }
        if (to->dpeer && to->dpeer != from) {
            errno = EPERM; /* it takes datagrams only from the socket it is connected to */
            return -1;
        }
        if (q->cap - q->len >= need) {
            __dios_pipe_append(q, hdr, sizeof hdr);
            if (hdr[1])
                __dios_pipe_append(q, name, hdr[1]);
            if (len)
                __dios_pipe_append(q, buf, len);
            return (ssize_t)len;
        }
        if (nonblock) {
            errno = EAGAIN;
            return -1;
        }
        __dios_pipe_again(block, DIOS_W_PIPE_WR, q, need, "sendto");
    }
}

ssize_t __dios_dgram_recv(struct dios_pipe *q, void *buf, size_t len, int io, char *from) {
    struct dios_thread *t = __dios_self();
    int nonblock = (io & DIOS_IO_NONBLOCK) != 0;
    __dios_cancel_point();
    for (;;) {
        int block = __dios_pipe_try(t, DIOS_W_PIPE_RD, q, 0, "recv", 1, nonblock);
        __dios_cancel_point();
        if (q->len > 0) {
            unsigned hdr[2];
            __builtin_memcpy(hdr, q->data, sizeof hdr);
            size_t k = hdr[0] < len ? hdr[0] : len; /* the rest of the datagram is lost */
            if (from) {
                unsigned n = hdr[1] < NAME_MAX_LEN ? hdr[1] : NAME_MAX_LEN;
                __builtin_memcpy(from, q->data + HEADER, n);
                from[n] = 0;
            }
            if (k)
                __builtin_memcpy(buf, q->data + HEADER + hdr[1], k);
            if (!(io & DIOS_IO_PEEK))
                __dios_pipe_consume(q, HEADER + hdr[1] + hdr[0]);
            return (ssize_t)((io & DIOS_IO_TRUNC) ? hdr[0] : k);
        }
        if (nonblock) {
            errno = EAGAIN;
            return -1;
        }
        __dios_pipe_again(block, DIOS_W_PIPE_RD, q, 0, "recv");
    }
}
