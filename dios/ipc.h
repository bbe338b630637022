/* ipc.h -- the OS objects of POSIX message queues (mqueue.c), System V
 * message queues (msg.c) and System V semaphore sets (semset.c), and the
 * wait conditions the scheduler tests for them (sched.c, wait_over). Only
 * reads here, so that sched.c depends on none of those files. */
#ifndef DIOS_IPC_H
#define DIOS_IPC_H

#include "dios.h"

/* A POSIX message queue. Its messages are SYSTEM objects, kept in msgs
 * (maxmsg slots) by priority, highest first, in sending order within a
 * priority. */
struct dios_mq_msg {
    unsigned prio;
    size_t len;
    char data[];
};
struct dios_mq {
    char *name;   /* NULL once unlinked */
    long maxmsg, msgsize, curmsgs;
    unsigned refs; /* open descriptors */
    unsigned mode;
    struct dios_mq_msg **msgs;
};

/* A System V message queue: its messages in sending order. */
struct dios_smsg {
    struct dios_smsg *next;
    long type;
    size_t len;
    char text[];
};
struct dios_msq {
    int removed;
    int key;
    unsigned long cbytes, qnum, qbytes; /* bytes and messages queued, the byte limit */
    struct dios_smsg *head, *tail;
    /* the rest of msqid_ds */
    unsigned uid, gid, cuid, cgid, mode;
    long stime, rtime, ctime;
    int lspid, lrpid;
};

/* A System V semaphore set. */
struct dios_sem1 {
    unsigned short val;
    int pid; /* of the last operation */
};
struct dios_semset {
    int removed;
    int key;
    unsigned nsems;
    struct dios_sem1 *sems;
    unsigned uid, gid, cuid, cgid, mode;
    long otime, ctime;
};

/* What a thread blocked in semop waits for (wait_arg points to it, in its
 * frame): the operations it asked for. */
struct dios_semop_wait {
    const void *sops; /* struct sembuf[nsops] */
    size_t nsops;
};

/* glibc's struct sembuf, read here without <sys/sem.h>. */
struct dios_sembuf {
    unsigned short num;
    short op;
    short flg;
};

/* DIOS_W_MQ_RD: a message is queued. */
static inline int __dios_mq_readable(const void *q) { return ((const struct dios_mq *)q)->curmsgs > 0; }
/* DIOS_W_MQ_WR: a message fits. */
static inline int __dios_mq_writable(const void *q) {
    return ((const struct dios_mq *)q)->curmsgs < ((const struct dios_mq *)q)->maxmsg;
}

/* Linux's msgrcv rules: type 0 any, > 0 that type (or, with MSG_EXCEPT,
 * any other), < 0 the least type at most -type. */
#define DIOS_MSG_EXCEPT 020000
static inline const struct dios_smsg *__dios_msg_find(const struct dios_msq *q, long type, int except) {
    const struct dios_smsg *best = NULL;
    for (const struct dios_smsg *m = q->head; m; m = m->next) {
        if (type == 0)
            return m;
        if (type > 0) {
            if ((m->type == type) != except)
                return m;
        } else if (m->type <= -type && (!best || m->type < best->type)) {
            best = m;
            if (m->type == 1)
                break;
        }
    }
    return best;
}

/* DIOS_W_MSG_RD (wait_arg points to this, in msgrcv's frame): a message
 * it takes is queued, or the queue was removed. */
struct dios_msgrcv_wait {
    long type;
    int except;
};
static inline int __dios_msg_readable(const void *q, unsigned long arg) {
    const struct dios_msq *m = q;
    const struct dios_msgrcv_wait *w = (const struct dios_msgrcv_wait *)(uintptr_t)arg;
    return m->removed || __dios_msg_find(m, w->type, w->except) != NULL;
}
/* DIOS_W_MSG_WR (wait_arg: the message's size): it fits (Linux: in bytes
 * and in count, a message counting as one byte), or the queue was removed. */
static inline int __dios_msg_writable(const void *q, unsigned long len) {
    const struct dios_msq *m = q;
    return m->removed || (m->cbytes + len <= m->qbytes && m->qnum + 1 <= m->qbytes);
}

/* A semop's operations applied in order to a copy of the values
 * (Linux's perform_atomic_semop): 0 when all can be done now, else the
 * first that cannot with *at its index: 1 if it must wait (a decrement
 * below 0, or a wait for zero on a nonzero value), 2 if the value would
 * pass 32767 (SEMVMX: ERANGE). The semaphore numbers are the caller's to
 * check first. */
static inline int __dios_semop_try(const struct dios_semset *s, const struct dios_sembuf *ops, size_t n, size_t *at) {
    for (size_t i = 0; i < n; i++) {
        int v = s->sems[ops[i].num].val;
        for (size_t j = 0; j < i; j++) /* the earlier operations on it */
            if (ops[j].num == ops[i].num)
                v += ops[j].op;
        *at = i;
        if (ops[i].op == 0 ? v != 0 : v + ops[i].op < 0)
            return 1;
        if (v + ops[i].op > 32767)
            return 2;
    }
    return 0;
}

/* DIOS_W_SEMOP: its operations no longer wait, or the set was removed. */
static inline int __dios_semop_ready(const void *set, unsigned long arg) {
    const struct dios_semset *s = set;
    const struct dios_semop_wait *w = (const struct dios_semop_wait *)(uintptr_t)arg;
    size_t at;
    return s->removed || __dios_semop_try(s, w->sops, w->nsops, &at) != 1;
}

/* Whether a thread waits on obj for `kind` or `kind2` (mqueue.c, msg.c,
 * semset.c: an object removed while one does stays until it is woken). */
DIOS_INLINE int __dios_has_waiter(int kind, int kind2, const void *obj) {
    const struct dios_state *st = __dios_state();
    for (unsigned i = 0; i < st->nthreads; i++)
        if (__dios_waits_on(st->threads[i], kind, obj) || __dios_waits_on(st->threads[i], kind2, obj))
            return 1;
    return 0;
}

/* The System V objects of one kind by id (ipcid.c): slot i of seq s
 * names id i + s * DIOS_IPC_SEQ. Each call on them is a visible action on
 * `token`, which stands for all of them. */
#define DIOS_IPC_SEQ 32768
struct dios_ipc_slot {
    void *obj; /* NULL: free */
    int key;
    unsigned seq; /* times the slot was used */
};
struct dios_ipc_ids {
    struct dios_ipc_slot *slots;
    unsigned n, cap, used;
    char *token;
};
void __dios_ipc_visible(struct dios_ipc_ids *t);
/* The object of id, or NULL. */
void *__dios_ipc_object(const struct dios_ipc_ids *t, int id);
/* The id of key's object, or -1. */
int __dios_ipc_find(const struct dios_ipc_ids *t, int key);
/* Adds obj under key: its id. */
int __dios_ipc_add(struct dios_ipc_ids *t, void *obj, int key);
void __dios_ipc_remove(struct dios_ipc_ids *t, int id);

#endif
