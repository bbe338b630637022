/* mqueue.c -- POSIX message queues between the threads of the process
 * (<mqueue.h>), with Linux's rules and limits:
 *
 * - a name is '/' and then 1 to NAME_MAX characters other than '/' (no
 *   '/': EINVAL, as glibc; another '/': EACCES; too long: ENAMETOOLONG;
 *   "/" alone: ENOENT, as Linux);
 * - mq_open creates with O_CREAT (EEXIST with O_EXCL when it exists,
 *   ENOENT without O_CREAT when it does not); a new queue's attributes are
 *   the attr given (1 to 10 messages of 1 to 8192 bytes, else EINVAL:
 *   Linux's limits for a process without CAP_SYS_RESOURCE) or 10 messages
 *   of 8192 bytes; an existing queue ignores attr. At most 1024 descriptors
 *   are open (EMFILE, Linux's RLIMIT_NOFILE; the byte budget
 *   RLIMIT_MSGQUEUE is not modelled) and 256 queues exist (ENOSPC,
 *   Linux's queues_max). Permissions are kept, not checked (one user).
 *   O_RDWR | O_WRONLY is EINVAL for an existing queue; a creation lets it
 *   through, as Linux does, and gives a descriptor that can neither send
 *   nor receive (EBADF);
 * - a queue lives until it is unlinked and its last descriptor closed;
 * - mq_send checks the priority (< MQ_PRIO_MAX, else EINVAL) first, then
 *   the descriptor (EBADF: not open for writing), then the size (EMSGSIZE
 *   above mq_msgsize); mq_receive the descriptor (EBADF: not open for
 *   reading) and the buffer (EMSGSIZE below mq_msgsize). Messages leave
 *   by priority, highest first, in sending order within a priority;
 * - a full queue (send) or an empty one (receive) fails with EAGAIN on a
 *   descriptor with O_NONBLOCK, and otherwise blocks (DIOS_W_MQ_WR,
 *   DIOS_W_MQ_RD: sched.c runs the thread again once a message fits, or
 *   one is queued). A thread that nobody can wake is part of a deadlock
 *   ("blocked in mq_receive");
 * - the timed calls check the timeout first (EINVAL unless 0 <= tv_nsec <
 *   10^9, as Linux, even when they would not block); they wait as
 *   sem_timedwait does: the time may run out at any point, so the thread
 *   may run again before or after the others act, and fails with
 *   ETIMEDOUT if the queue is still full (empty) then. The clock is not
 *   read;
 * - mq_setattr changes only O_NONBLOCK (other mq_flags bits: EINVAL);
 * - mq_notify is not modelled: a registration (ev not NULL) fails with
 *   ENOSYS; removing one (ev NULL) succeeds, there being none;
 * - descriptors are not file descriptors (read, close, poll do not take
 *   them). Closing the last descriptor of an unlinked queue while another
 *   thread is blocked on it is reported as an error (kind pthread).
 *
 * Every call is one visible action, on a token that stands for all the
 * queues and descriptors; the blocking ones are cancellation points. */
#include "dios.h"
#include "ipc.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <mqueue.h>
#include <stdarg.h>
#include <time.h>

#define MQ_DEF_MAXMSG 10
#define MQ_DEF_MSGSIZE 8192
#define MQ_MAX_OPEN 1024
#define MQ_MAX_QUEUES 256

struct mqd {
    struct dios_mq *q; /* NULL: a free slot */
    int flags;         /* O_ACCMODE bits and O_NONBLOCK */
};

static struct dios_mq **queues; /* the names */
static unsigned nqueues, queues_cap;
static struct mqd *mqds; /* descriptors are indexes */
static unsigned nmqds, mqds_cap, nopen;
static char *token; /* stands for all of the above */

static void visible(void) {
    if (!token)
        token = __dios_alloc(1);
    __dios_visible_entry(token, 1);
}

static int has_waiters(const struct dios_mq *q) { return __dios_has_waiter(DIOS_W_MQ_RD, DIOS_W_MQ_WR, q); }

static int streq(const char *a, const char *b) {
    while (*a && *a == *b)
        a++, b++;
    return *a == *b;
}

/* 0 or the errno of a bad name. */
static int check_name(const char *name) {
    if (name[0] != '/')
        return EINVAL;
    size_t n = __dios_strlen(name + 1);
    if (n > NAME_MAX)
        return ENAMETOOLONG;
    if (n == 0)
        return ENOENT;
    for (size_t i = 1; i <= n; i++)
        if (name[i] == '/')
            return EACCES;
    return 0;
}

static unsigned find(const char *name) {
    unsigned i = 0;
    while (i < nqueues && !streq(queues[i]->name, name))
        i++;
    return i;
}

static void destroy(struct dios_mq *q, const char *fn) {
    if (has_waiters(q))
        __dios_misuse(fn, "its last descriptor was closed while a thread is blocked on the message queue", q);
    for (long i = 0; i < q->curmsgs; i++)
        __vm_obj_free(q->msgs[i]);
    __vm_obj_free(q->msgs);
    __vm_obj_free(q);
}

static struct mqd *desc(mqd_t d) {
    if (d < 0 || (unsigned)d >= nmqds || !mqds[d].q) {
        errno = EBADF;
        return NULL;
    }
    return &mqds[d];
}

mqd_t mq_open(const char *name, int flags, ...) {
    visible();
    int bad = check_name(name);
    if (bad)
        return errno = bad, -1;
    unsigned i = find(name);
    struct dios_mq *q = i < nqueues ? queues[i] : NULL;
    if (q && (flags & O_CREAT) && (flags & O_EXCL))
        return errno = EEXIST, -1;
    if (q && (flags & O_ACCMODE) == O_ACCMODE) /* (Linux lets a creation through: see await) */
        return errno = EINVAL, -1;
    if (!q && !(flags & O_CREAT))
        return errno = ENOENT, -1;
    if (nopen >= MQ_MAX_OPEN)
        return errno = EMFILE, -1;
    if (!q) {
        va_list ap;
        va_start(ap, flags);
        unsigned mode = va_arg(ap, unsigned);
        const struct mq_attr *attr = va_arg(ap, const struct mq_attr *);
        va_end(ap);
        long maxmsg = MQ_DEF_MAXMSG, msgsize = MQ_DEF_MSGSIZE;
        if (attr) {
            if (attr->mq_maxmsg <= 0 || attr->mq_maxmsg > MQ_DEF_MAXMSG || attr->mq_msgsize <= 0 ||
                attr->mq_msgsize > MQ_DEF_MSGSIZE)
                return errno = EINVAL, -1;
            maxmsg = attr->mq_maxmsg, msgsize = attr->mq_msgsize;
        }
        if (nqueues >= MQ_MAX_QUEUES)
            return errno = ENOSPC, -1;
        q = __dios_alloc(sizeof *q);
        q->name = __dios_strdup(name);
        q->maxmsg = maxmsg, q->msgsize = msgsize;
        q->mode = mode & 0777;
        q->msgs = __dios_alloc((size_t)maxmsg * sizeof *q->msgs);
        queues = __dios_grow(queues, &queues_cap, nqueues + 1, sizeof *queues);
        queues[nqueues++] = q;
    }
    unsigned d = 0;
    while (d < nmqds && mqds[d].q)
        d++;
    if (d == nmqds) {
        mqds = __dios_grow(mqds, &mqds_cap, nmqds + 1, sizeof *mqds);
        nmqds++;
    }
    mqds[d].q = q;
    mqds[d].flags = flags & (O_ACCMODE | O_NONBLOCK);
    q->refs++;
    nopen++;
    return (mqd_t)d;
}

int mq_close(mqd_t d) {
    visible();
    struct mqd *m = desc(d);
    if (!m)
        return -1;
    struct dios_mq *q = m->q;
    m->q = NULL;
    nopen--;
    if (--q->refs == 0 && !q->name)
        destroy(q, "mq_close");
    return 0;
}

int mq_unlink(const char *name) {
    visible();
    int bad = check_name(name);
    if (bad)
        return errno = bad, -1;
    unsigned i = find(name);
    if (i == nqueues)
        return errno = ENOENT, -1;
    struct dios_mq *q = queues[i];
    queues[i] = queues[--nqueues];
    __vm_obj_free(q->name);
    q->name = NULL;
    if (q->refs == 0)
        destroy(q, "mq_unlink");
    return 0;
}

static int bad_time(const struct timespec *abstime) {
    if (abstime->tv_nsec < 0 || abstime->tv_nsec >= 1000000000) {
        errno = EINVAL;
        return 1;
    }
    return 0;
}

/* mq_send's and mq_receive's tries: until the queue can take (give) a
 * message; its descriptor, or NULL with errno set. */
static struct mqd *await(mqd_t d, int send, unsigned prio, size_t len, int timed, const char *fn) {
    int kind = send ? DIOS_W_MQ_WR : DIOS_W_MQ_RD;
    __dios_cancel_point();
    visible();
    for (int waited = 0;;) {
        __dios_cancel_point();
        if (send && prio >= MQ_PRIO_MAX)
            return errno = EINVAL, NULL;
        struct mqd *m = desc(d);
        if (!m)
            return NULL;
        int acc = m->flags & O_ACCMODE; /* O_ACCMODE itself: neither (Linux) */
        if (acc == O_ACCMODE || (send ? acc == O_RDONLY : acc == O_WRONLY))
            return errno = EBADF, NULL;
        struct dios_mq *q = m->q;
        if (send ? len > (size_t)q->msgsize : len < (size_t)q->msgsize)
            return errno = EMSGSIZE, NULL;
        if (send ? __dios_mq_writable(q) : __dios_mq_readable(q))
            return m;
        if (m->flags & O_NONBLOCK)
            return errno = EAGAIN, NULL;
        if (timed && waited)
            return errno = ETIMEDOUT, NULL;
        __dios_wait(kind, q, 0, fn, timed);
        waited = 1;
        __dios_visible(token, 1);
    }
}

static int send(mqd_t d, const char *msg, size_t len, unsigned prio, int timed, const char *fn) {
    struct mqd *m = await(d, 1, prio, len, timed, fn);
    if (!m)
        return -1;
    struct dios_mq *q = m->q;
    struct dios_mq_msg *e = __vm_obj_make(sizeof *e + len, _VM_OK_SYSTEM);
    e->prio = prio;
    e->len = len;
    __builtin_memcpy(e->data, msg, len);
    long at = q->curmsgs; /* after every message of at least its priority */
    while (at > 0 && q->msgs[at - 1]->prio < prio) {
        q->msgs[at] = q->msgs[at - 1];
        at--;
    }
    q->msgs[at] = e;
    q->curmsgs++;
    return 0;
}

int mq_send(mqd_t d, const char *msg, size_t len, unsigned prio) { return send(d, msg, len, prio, 0, "mq_send"); }

int mq_timedsend(mqd_t d, const char *msg, size_t len, unsigned prio, const struct timespec *abstime) {
    if (bad_time(abstime))
        return -1;
    return send(d, msg, len, prio, 1, "mq_timedsend");
}

static ssize_t receive(mqd_t d, char *msg, size_t len, unsigned *prio, int timed, const char *fn) {
    struct mqd *m = await(d, 0, 0, len, timed, fn);
    if (!m)
        return -1;
    struct dios_mq *q = m->q;
    struct dios_mq_msg *e = q->msgs[0];
    q->curmsgs--;
    for (long i = 0; i < q->curmsgs; i++)
        q->msgs[i] = q->msgs[i + 1];
    q->msgs[q->curmsgs] = NULL;
    size_t n = e->len;
    __builtin_memcpy(msg, e->data, n);
    if (prio)
        *prio = e->prio;
    __vm_obj_free(e);
    return (ssize_t)n;
}

ssize_t mq_receive(mqd_t d, char *msg, size_t len, unsigned *prio) {
    return receive(d, msg, len, prio, 0, "mq_receive");
}

ssize_t mq_timedreceive(mqd_t d, char *msg, size_t len, unsigned *prio, const struct timespec *abstime) {
    if (bad_time(abstime))
        return -1;
    return receive(d, msg, len, prio, 1, "mq_timedreceive");
}

int mq_getattr(mqd_t d, struct mq_attr *attr) {
    visible();
    struct mqd *m = desc(d);
    if (!m)
        return -1;
    attr->mq_flags = m->flags & O_NONBLOCK;
    attr->mq_maxmsg = m->q->maxmsg;
    attr->mq_msgsize = m->q->msgsize;
    attr->mq_curmsgs = m->q->curmsgs;
    return 0;
}

int mq_setattr(mqd_t d, const struct mq_attr *attr, struct mq_attr *old) {
    visible();
    struct mqd *m = desc(d);
    if (!m)
        return -1;
    if (attr->mq_flags & ~(long)O_NONBLOCK)
        return errno = EINVAL, -1;
    if (old) {
        old->mq_flags = m->flags & O_NONBLOCK;
        old->mq_maxmsg = m->q->maxmsg;
        old->mq_msgsize = m->q->msgsize;
        old->mq_curmsgs = m->q->curmsgs;
    }
    m->flags = (m->flags & ~O_NONBLOCK) | (int)(attr->mq_flags & O_NONBLOCK);
    return 0;
}

/* Notification is not modelled: a registration fails (ENOSYS); removing
 * one succeeds, there being none to remove. */
int mq_notify(mqd_t d, const struct sigevent *ev) {
    visible();
    if (!desc(d))
        return -1;
    if (ev)
        return errno = ENOSYS, -1;
    return 0;
}
