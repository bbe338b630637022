/* fs.h -- DiOS's in-VM file system (fs.c).
 *
 * Everything lives in SYSTEM objects reachable from the OS state, so file
 * contents, positions and descriptors are part of every VM state. There is
 * one flat table of names (normalised absolute paths), each naming a node
 * (a file, directory, pipe or symbolic link; a file may have several names,
 * its hard links), a table of descriptors, and open file descriptions that
 * descriptors share after dup. A node whose last name is removed while it
 * is open lives on, nameless, until its last description is closed. */
#ifndef DIOS_FS_H
#define DIOS_FS_H

#include "dios.h"
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define DIOS_FS_MAX_FDS 1024 /* descriptors 0..1023 */

enum dios_node_kind {
    DIOS_N_FILE,    /* a regular file */
    DIOS_N_DIR,     /* a directory (only its name matters) */
    DIOS_N_CONSOLE, /* stdout/stderr: bytes become OUTPUT/ERROUT traces */
    DIOS_N_FIFO,    /* a pipe (nameless, from pipe()) or a FIFO (mkfifo): node->pipe */
    DIOS_N_LINK,    /* a symbolic link: data holds the target */
    DIOS_N_SOCKET,  /* an AF_UNIX socket (socket.c): node->sock; named once bound */
    DIOS_N_EPOLL,   /* an epoll instance (epoll.c): node->epoll */
};

/* Descriptors in flight (SCM_RIGHTS; uio.c, pipe.c): the descriptions one
 * message carries, each kept open by a reference of its own (counted in
 * refs), attached at the byte where the message starts in the buffer; a
 * buffer's list is in byte order. */
struct dios_rights {
    unsigned pos; /* the message's first byte, counted from the buffer's start */
    unsigned len; /* its bytes (a message of a datagram buffer: with its length) */
    unsigned n;
    struct dios_ofd **ofd;
    struct dios_rights *next;
};

/* The buffer of a pipe or FIFO (pipe.c). Threads block on it; the scheduler
 * reads these fields to tell whether they may run (sched.c, wait_over). */
struct dios_pipe {
    unsigned char *data; /* exactly `len` bytes, NULL when empty */
    unsigned len;        /* bytes written and not yet read */
    unsigned cap;        /* capacity: a write blocks when it does not fit */
    unsigned readers;    /* open descriptions that read it */
    unsigned writers;    /* open descriptions that write it */
    unsigned rgen, wgen; /* opens for reading / writing so far (FIFO open waits) */
    int err;             /* a socket's: the error of the next read at end of file (ECONNRESET) */
    /* edge-triggered epoll entries (epoll.c, ready.h) that have looked at
     * this buffer since it last became more readable (bytes came, a writer
     * left) / more writable (bytes left, a reader left): one bit each */
    uint64_t et_in, et_out;
    int sock; /* a connection's buffer (socket.c): 1 a stream's, 2 a message socket's (output events: pipe.c) */
    int efd;  /* an eventfd's counter (eventfd.c): 1, or 3 with EFD_SEMAPHORE; its 8 bytes are the data while not 0 */
    struct dios_rights *rights; /* descriptors in flight in its bytes (a socket's) */
};

/* A connection between two sockets: two pipes crossed. Side s reads p[s]
 * and writes p[1 - s]; one object, so that a close or shutdown, which
 * changes both, is one visible action. A pipe's readers and writers are
 * 0 or 1 here: 0 once that end is closed or shut down. */
struct dios_conn {
    struct dios_pipe p[2];
};

enum dios_sock_state {
    DIOS_S_NEW,       /* from socket(): neither connected nor listening */
    DIOS_S_LISTENING, /* listen() */
    DIOS_S_CONNECTED, /* socketpair, connect, accept */
    DIOS_S_CLOSED,    /* its last descriptor was closed */
};

/* An AF_UNIX socket (socket.c). The scheduler reads a listener's `state`,
 * `nq` and `limit` (sched.c, wait_over). */
struct dios_sock {
    int type;  /* SOCK_STREAM, SOCK_DGRAM or SOCK_SEQPACKET */
    int state; /* enum dios_sock_state */
    int shut;  /* 1: SHUT_RD, 2: SHUT_WR done */
    int side;  /* which side of conn this socket is */
    struct dios_conn *conn;
    char *name;      /* the path bound, or NULL */
    char *peer_name; /* the peer's bound path, or NULL */
    /* a listener: connections made and not yet accepted, oldest first */
    struct dios_node **queue;
    unsigned nq, qcap;
    unsigned limit; /* connect blocks while nq >= limit (Linux: backlog + 1) */
    /* SOCK_DGRAM from socket(): its queue (dgram.c), and the socket that
     * connect named (send's destination, the only sender it accepts) */
    struct dios_pipe *rq;
    struct dios_sock *dpeer;
    /* edge-triggered epoll entries that have looked since its state last
     * changed (connected, listening, a connection queued, shut down,
     * closed), as dios_pipe's et_in */
    uint64_t et;
};

/* A file, directory, pipe or symbolic link: an inode. Its names are the
 * directory entries (struct dios_dent) that point at it; it lives on,
 * nameless, while an open description refers to it. */
struct dios_node {
    int kind;            /* enum dios_node_kind */
    int trace;           /* console: _VM_T_OUTPUT or _VM_T_ERROUT; -1 /dev/null's */
    unsigned mode;       /* permission bits, for stat */
    unsigned long ino;   /* inode number, for stat */
    unsigned nlink;      /* entries that name it (hard links) */
    unsigned char *data; /* exactly `size` bytes, NULL when empty (a symlink: its target) */
    size_t size;
    struct dios_pipe *pipe; /* DIOS_N_FIFO: its buffer */
    struct dios_sock *sock; /* DIOS_N_SOCKET */
    struct dios_epoll *epoll; /* DIOS_N_EPOLL: its interest list */
    unsigned flock_shared;  /* flock: descriptions holding a shared lock */
    int flock_ex;           /* flock: one holds an exclusive lock */
};

/* A name: a normalised absolute path and the node it names. */
struct dios_dent {
    char *name;
    struct dios_node *node;
    unsigned long seq; /* order of creation: where directory streams stand */
};

/* An open file description: what open() creates and dup() shares. */
struct dios_ofd {
    struct dios_node *node;
    size_t pos;
    int flags;     /* O_ACCMODE, O_APPEND, O_NONBLOCK as given to open */
    unsigned refs; /* descriptors that refer to it */
    int flock;     /* the flock it holds: 0, LOCK_SH or LOCK_EX */
    pthread_mutex_t *slock; /* flockfile's lock of its streams, once used (flockfile.c) */
};

/* read and write wait while another thread holds the stream lock of
 * description d (flockfile.c): a mutex wait, which deadlock reports and
 * cycles of lock waiters see. */
DIOS_INLINE void __dios_stream_wait(const struct dios_ofd *d, const char *fn) {
    const pthread_mutex_t *m = d->slock;
    if (!m)
        return;
    unsigned long self = __dios_self()->id;
    while (m->__owner != 0 && m->__owner != self)
        __dios_wait(DIOS_W_MUTEX, m, 0, fn, 0);
}

struct dios_fs {
    struct dios_dent *ents;   /* the directory tree, flattened: every name */
    unsigned nents, ents_cap;
    struct dios_ofd **fds;    /* descriptor table; NULL slots are free */
    unsigned nfds, fds_cap;
    unsigned long next_ino;
    unsigned long next_seq;   /* the next entry's seq (from 1) */
    unsigned umask;
    char *cwd;                /* normalised working directory */
    uint64_t et_bits;         /* the bits edge-triggered epoll entries hold (epoll.c) */
    /* fd.c's __dios_fs_unref, set once descriptors are in flight (uio.c):
     * pipe.c and socket.c drop references through it without depending
     * on fd.c, which depends on them */
    void (*unref)(struct dios_ofd *d);
};

/* The file system is made at its first use (most programs never touch a
 * file, and its dozen objects would be in every state); boot.c adds the
 * boot environment's files and stdin through these. */
struct dios_fs *__dios_fs_init(void);
void __dios_fs_add_file(const char *spec); /* "SIZE:PATHLEN:PATH" + content */
void __dios_fs_set_stdin(const char *spec); /* "SIZE:" + content */

/* ---- shared by fs.c (names), fd.c (descriptors) and dir.c ---------------- */

static inline struct dios_fs *__dios_fs(void) {
    struct dios_fs *f = __dios_state()->fs;
    return f ? f : __dios_fs_init();
}

/* Every call that looks at or changes files is one visible action. */
static inline void __dios_fs_visible(void) { __dios_visible(__dios_fs(), sizeof(struct dios_fs)); }

int __dios_fs_streq(const char *a, const char *b);
/* The normalised absolute form of a path, in a new SYSTEM object (NULL with
 * errno set); *dir tells whether it syntactically names a directory.
 * Symbolic links on the way are followed; the last component is followed
 * only if `follow` (or if a slash ends the path). */
char *__dios_fs_path(const char *path, int *dir, int follow);
/* __dios_fs_path without following a last component: for calls that make,
 * remove or rename a name. */
static inline char *__dios_fs_normalise(const char *path, int *dir) { return __dios_fs_path(path, dir, 0); }
struct dios_node *__dios_fs_lookup(const char *norm);
int __dios_fs_find(const char *norm); /* the index of the entry, or -1 */
/* 0 if the parent directory of `norm` exists, else -1 with errno set. */
int __dios_fs_parent_ok(char *norm);
/* An existing node by path, or NULL with errno set; *normp (if not NULL)
 * receives the normalised path, which the caller frees. Follows symbolic
 * links (__dios_fs_resolve_at: as `follow` says for the last component). */
struct dios_node *__dios_fs_resolve_at(const char *path, char **normp, int follow);
static inline struct dios_node *__dios_fs_resolve(const char *path, char **normp) {
    return __dios_fs_resolve_at(path, normp, 1);
}
/* Resolves a directory: its node and normalised path, or NULL with errno
 * set (ENOTDIR for a non-directory) and nothing left allocated. */
struct dios_node *__dios_fs_resolve_dir(const char *path, char **normp);
/* A new node; named `name` (which it then owns) unless NULL. */
struct dios_node *__dios_fs_new_node(char *name, int kind, unsigned mode);
void __dios_fs_add_name(char *name, struct dios_node *n); /* a new entry; it owns name */
void __dios_fs_resize(struct dios_node *n, size_t size); /* new bytes are zero */
struct dios_ofd *__dios_fs_fd(int fd);                   /* NULL with EBADF */
/* The path an *at call names (dirfd's directory joined to a relative
 * path; NULL with errno), and its release. */
const char *__dios_fs_at(int dirfd, const char *path);
void __dios_fs_at_end(const char *p, const char *path);
int __dios_fs_install(struct dios_ofd *d, int min);      /* lowest free fd >= min */
struct dios_ofd *__dios_fs_new_ofd(struct dios_node *n, int flags);
struct stat;
void __dios_fs_stat(const struct dios_node *n, struct stat *st);

/* pipe.c: pipes and FIFOs. fd.c calls these for DIOS_N_FIFO nodes. */
struct dios_pipe *__dios_pipe_new(void);
void __dios_pipe_attach(struct dios_pipe *p, int acc); /* count a new description */
void __dios_pipe_release(struct dios_ofd *d);           /* its last descriptor was closed */
int __dios_fifo_open(struct dios_node *n, int flags);   /* counts it; may block; 0 or -1 */
ssize_t __dios_pipe_read(struct dios_ofd *d, void *buf, size_t len);
/* What a transfer on a pipe buffer may do (socket.c's calls): */
#define DIOS_IO_NONBLOCK 1 /* EAGAIN instead of blocking */
#define DIOS_IO_PEEK 2     /* read without consuming */
#define DIOS_IO_NOSIGNAL 4 /* EPIPE without SIGPIPE */
#define DIOS_IO_DGRAM 8    /* whole messages, each stored after its 4-byte length */
#define DIOS_IO_TRUNC 16   /* with DIOS_IO_DGRAM: return the message's length, even if longer than asked */
ssize_t __dios_pipe_recv(struct dios_pipe *p, void *buf, size_t len, int io);
ssize_t __dios_pipe_send(struct dios_pipe *p, const void *buf, size_t len, int io);
ssize_t __dios_pipe_write(struct dios_ofd *d, const void *buf, size_t len);
/* Descriptors in flight: dropping a list closes their references. A send
 * attaches the sending thread's t->rights_out to the message it appends;
 * a receive that reaches a message with descriptors takes them into
 * t->rights_in (a copy with DIOS_IO_PEEK) and ends with that message. */
void __dios_rights_drop(struct dios_rights *r);
int __dios_pipe_size(struct dios_ofd *d, int set, long size); /* F_GETPIPE_SZ, F_SETPIPE_SZ */
void __dios_pipe_append(struct dios_pipe *p, const void *src, size_t k); /* k bytes at the end */
void __dios_pipe_consume(struct dios_pipe *p, size_t k);                /* drop the first k bytes */

/* dgram.c: the queue of a SOCK_DGRAM socket made by socket(), which
 * datagrams sent to its name (or to it, once connected) go to. Each is
 * stored as its length and its sender's name's length (4 bytes each), the
 * name, the bytes. */
struct dios_pipe *__dios_dgram_queue(void);
/* Appends one datagram from `from` (with its name, if bound) to the queue
 * of `to`; blocks while it does not fit (DIOS_IO_NONBLOCK: EAGAIN);
 * ECONNREFUSED once `to` is closed, EPERM if `to` is connected to another
 * socket (Linux's order). `restart`: nothing done yet that a second run
 * would redo. */
ssize_t __dios_dgram_send(struct dios_sock *to, const struct dios_sock *from, const void *buf, size_t len, int io,
                          int restart);
/* Takes (DIOS_IO_PEEK: looks at) the first datagram: its bytes up to len,
 * its sender's name into `from` (108 bytes and a NUL; "" if unnamed);
 * blocks while there is none (DIOS_IO_NONBLOCK: EAGAIN). Returns the
 * bytes copied, or the datagram's length with DIOS_IO_TRUNC. */
ssize_t __dios_dgram_recv(struct dios_pipe *q, void *buf, size_t len, int io, char *from);

/* eventfd.c: fd.c calls these for DIOS_N_FIFO nodes whose buffer is an
 * eventfd's counter (efd set). */
ssize_t __dios_eventfd_read(struct dios_ofd *d, void *buf, size_t len);
ssize_t __dios_eventfd_write(struct dios_ofd *d, const void *buf, size_t len);

/* socket.c: fd.c calls these for DIOS_N_SOCKET nodes. */
ssize_t __dios_sock_read(struct dios_ofd *d, void *buf, size_t len);
ssize_t __dios_sock_write(struct dios_ofd *d, const void *buf, size_t len);
void __dios_sock_release(struct dios_ofd *d); /* its last descriptor was closed */
int __dios_sock_conn(int fd); /* a connected socket (socketpair, connect, accept): may pass descriptors */

/* fd.c: a reference to description d goes (a descriptor closed, one in
 * flight dropped); the last one closes it. */
void __dios_fs_unref(struct dios_ofd *d);

static inline int __dios_fs_readable(const struct dios_ofd *d) { return (d->flags & 3) != 1; /* not O_WRONLY */ }
static inline int __dios_fs_writable(const struct dios_ofd *d) { return (d->flags & 3) != 0; /* not O_RDONLY */ }

/* An event for edge-triggered epoll entries (ready.h): buffer p became
 * more readable (in) or more writable (out); every entry may report again.
 * Writes nothing while no entry has looked, so programs without
 * edge-triggered entries have the states they had. */
DIOS_INLINE void __dios_et_event(struct dios_pipe *p, int in, int out) {
    if (in && p->et_in)
        p->et_in = 0;
    if (out && p->et_out)
        p->et_out = 0;
}
DIOS_INLINE void __dios_et_sock_event(struct dios_sock *s) {
    if (s->et)
        s->et = 0;
}

/* A try on a pipe's buffer (pipes, FIFOs, sockets, datagrams):
 * __dios_try_visible (dios.h) with the waiter's argument, and a restart only
 * when `restart` (nothing done yet that a second run would redo). A
 * non-blocking call never waits: its try is a plain visible action. */
/* flock (flock.c): whether a lock can be had on node n now (exclusive: no
 * lock at all; shared: no exclusive one). Inline, as sched.c tests a
 * DIOS_W_FLOCK wait with it and flock.c waits through sched.c. */
DIOS_INLINE int __dios_flock_free(const void *node, unsigned long exclusive) {
    const struct dios_node *n = node;
    return exclusive ? n->flock_shared == 0 && !n->flock_ex : !n->flock_ex;
}
void __dios_flock_release(struct dios_ofd *d); /* its last descriptor was closed */

DIOS_INLINE int __dios_pipe_try(struct dios_thread *t, int kind, struct dios_pipe *p, unsigned long arg, const char *fn,
                                int restart, int nonblock) {
    if (nonblock) {
        __dios_visible(p, sizeof *p);
        return 0;
    }
    t->wait = kind;
    t->wait_obj = p;
    t->wait_arg = arg;
    t->wait_fn = fn;
    __vm_interrupt_mem(p, sizeof *p, _VM_MA_BOTH | (restart ? _VM_MA_RESTART : 0));
    int block = __vm_ctl_get(DIOS_CR_RETRY) != 0;
    __vm_ctl_set(DIOS_CR_RETRY, 0);
    __builtin_memset(&t->wait, 0, DIOS_WAIT_FIELDS);
    return block;
}

/* A failed try: go back to the visible action, which then fires and
 * suspends the thread as a waiter, or, if it did not fire (`block`), wait. */
DIOS_INLINE void __dios_pipe_again(int block, int kind, struct dios_pipe *p, unsigned long arg, const char *fn) {
    if (!block)
        __vm_ctl_set(DIOS_CR_RETRY, 1);
    else
        __dios_wait(kind, p, arg, fn, 0);
}

#endif
