/* msg.c -- System V message queues between the threads of the process
 * (<sys/msg.h>), with Linux's rules and limits:
 *
 * - msgget as shmget (shm.c): IPC_PRIVATE always makes a new queue; a key
 *   in use with IPC_CREAT | IPC_EXCL is EEXIST, a key not in use without
 *   IPC_CREAT ENOENT; at most 32000 queues (ENOSPC, Linux's MSGMNI). An id
 *   is a slot plus 32768 times the slot's use count, as Linux, so an id
 *   of a removed queue stays invalid (EINVAL) when its slot is reused;
 * - msgsnd: a size above 8192 (MSGMAX) or a type below 1 is EINVAL; the
 *   queue is full when the message's bytes would pass msg_qbytes (16384,
 *   MSGMNB, at first) or its count would (Linux counts messages against
 *   the same limit); then IPC_NOWAIT fails with EAGAIN, and otherwise the
 *   thread blocks (DIOS_W_MSG_WR);
 * - msgrcv takes the first message (type 0), the first of the type (> 0;
 *   with GNU's MSG_EXCEPT the first of another type) or the first of the
 *   least type up to -type (< 0). A message longer than the size asked
 *   for is E2BIG and stays queued, unless MSG_NOERROR truncates it. No
 *   such message: IPC_NOWAIT fails with ENOMSG, and otherwise the thread
 *   blocks (DIOS_W_MSG_RD). MSG_COPY is ENOSYS (Linux without
 *   checkpoint/restore);
 * - a thread that nobody can wake is part of a deadlock ("blocked in
 *   msgrcv"); IPC_RMID wakes the blocked threads, which fail with EIDRM;
 * - msgctl: IPC_STAT, IPC_SET (uid, gid, mode's permission bits and
 *   msg_qbytes; raising it above 16384 is EPERM, as for a process without
 *   CAP_SYS_RESOURCE), IPC_RMID; other commands are EINVAL. Permissions
 *   are kept, not checked (one user); the times are not kept (0), the
 *   pids are getpid's.
 *
 * Each call is a visible action on a token standing for all the queues;
 * msgsnd and msgrcv are cancellation points. */
#include "dios.h"
#include "ipc.h"
#include <errno.h>
#include <sys/msg.h>
#include <unistd.h>

#define MSGMAX 8192
#define MSGMNB 16384
#define MSGMNI 32000

static struct dios_ipc_ids ids;

static void visible(void) { __dios_ipc_visible(&ids); }

static struct dios_msq *lookup(int id) { return __dios_ipc_object(&ids, id); }

static int has_waiters(const struct dios_msq *q) { return __dios_has_waiter(DIOS_W_MSG_RD, DIOS_W_MSG_WR, q); }

int msgget(key_t key, int flags) {
    visible();
    int id = key == IPC_PRIVATE ? -1 : __dios_ipc_find(&ids, key);
    if (id >= 0) {
        if ((flags & IPC_CREAT) && (flags & IPC_EXCL))
            return errno = EEXIST, -1;
        return id;
    }
    if (key != IPC_PRIVATE && !(flags & IPC_CREAT))
        return errno = ENOENT, -1;
    if (ids.used >= MSGMNI)
        return errno = ENOSPC, -1;
    struct dios_msq *q = __dios_alloc(sizeof *q);
    q->key = key;
    q->qbytes = MSGMNB;
    q->uid = q->cuid = (unsigned)getuid();
    q->gid = q->cgid = (unsigned)getgid();
    q->mode = (unsigned)flags & 0777;
    return __dios_ipc_add(&ids, q, key);
}

/* After a wait: the queue was removed meanwhile (EIDRM); the last of its
 * waiters to see it frees it. */
static int removed(struct dios_msq *q) {
    if (!q->removed)
        return 0;
    if (!has_waiters(q))
        __vm_obj_free(q);
    errno = EIDRM;
    return 1;
}

int msgsnd(int id, const void *msg, size_t size, int flags) {
    __dios_cancel_point();
    visible();
    __dios_cancel_point(); /* (again: the request may have come while it was suspended there) */
    if (size > MSGMAX)
        return errno = EINVAL, -1;
    long type = *(const long *)msg;
    if (type < 1)
        return errno = EINVAL, -1;
    struct dios_msq *q = lookup(id);
    if (!q)
        return errno = EINVAL, -1;
    while (!__dios_msg_writable(q, size)) {
        if (flags & IPC_NOWAIT)
            return errno = EAGAIN, -1;
        __dios_wait(DIOS_W_MSG_WR, q, size, "msgsnd", 0);
        __dios_visible(ids.token, 1);
        if (removed(q))
            return -1;
        __dios_cancel_point();
    }
    struct dios_smsg *m = __vm_obj_make(sizeof *m + size, _VM_OK_SYSTEM);
    m->next = NULL;
    m->type = type;
    m->len = size;
    __builtin_memcpy(m->text, (const char *)msg + sizeof(long), size);
    if (q->tail)
        q->tail->next = m;
    else
        q->head = m;
    q->tail = m;
    q->cbytes += size;
    q->qnum++;
    q->lspid = getpid();
    return 0;
}

ssize_t msgrcv(int id, void *msg, size_t size, long type, int flags) {
    __dios_cancel_point();
    visible();
    __dios_cancel_point();
    if ((long)size < 0)
        return errno = EINVAL, -1;
    if (flags & MSG_COPY)
        return errno = ENOSYS, -1;
    struct dios_msq *q = lookup(id);
    if (!q)
        return errno = EINVAL, -1;
    struct dios_msgrcv_wait w = {type, (flags & MSG_EXCEPT) != 0 && type > 0};
    const struct dios_smsg *found;
    while (!(found = __dios_msg_find(q, w.type, w.except))) {
        if (flags & IPC_NOWAIT)
            return errno = ENOMSG, -1;
        __dios_wait(DIOS_W_MSG_RD, q, (unsigned long)(uintptr_t)&w, "msgrcv", 0);
        __dios_visible(ids.token, 1);
        if (removed(q))
            return -1;
        __dios_cancel_point();
    }
    struct dios_smsg *m = (struct dios_smsg *)found;
    if (m->len > size && !(flags & MSG_NOERROR))
        return errno = E2BIG, -1;
    size_t n = m->len < size ? m->len : size;
    *(long *)msg = m->type;
    __builtin_memcpy((char *)msg + sizeof(long), m->text, n);
    struct dios_smsg **at = &q->head, *prev = NULL;
    while (*at != m)
        prev = *at, at = &(*at)->next;
    *at = m->next;
    if (q->tail == m)
        q->tail = prev;
    q->cbytes -= m->len;
    q->qnum--;
    q->lrpid = getpid();
    __vm_obj_free(m);
    return (ssize_t)n;
}

int msgctl(int id, int cmd, struct msqid_ds *buf) {
    visible();
    struct dios_msq *q = lookup(id);
    if (!q)
        return errno = EINVAL, -1;
    switch (cmd) {
    case IPC_STAT:
        __builtin_memset(buf, 0, sizeof *buf);
        buf->msg_perm.__key = q->key;
        buf->msg_perm.uid = q->uid, buf->msg_perm.gid = q->gid;
        buf->msg_perm.cuid = q->cuid, buf->msg_perm.cgid = q->cgid;
        buf->msg_perm.mode = q->mode;
        buf->msg_stime = q->stime, buf->msg_rtime = q->rtime, buf->msg_ctime = q->ctime;
        buf->__msg_cbytes = q->cbytes;
        buf->msg_qnum = q->qnum;
        buf->msg_qbytes = q->qbytes;
        buf->msg_lspid = q->lspid, buf->msg_lrpid = q->lrpid;
        return 0;
    case IPC_SET:
        if (buf->msg_qbytes > MSGMNB && buf->msg_qbytes > q->qbytes)
            return errno = EPERM, -1;
        q->uid = buf->msg_perm.uid, q->gid = buf->msg_perm.gid;
        q->mode = buf->msg_perm.mode & 0777;
        q->qbytes = buf->msg_qbytes;
        return 0;
    case IPC_RMID: {
        __dios_ipc_remove(&ids, id);
        for (struct dios_smsg *m = q->head, *next; m; m = next) {
            next = m->next;
            __vm_obj_free(m);
        }
        q->head = q->tail = NULL;
        q->removed = 1;
        if (!has_waiters(q))
            __vm_obj_free(q);
        return 0;
    }
    }
    return errno = EINVAL, -1;
}
