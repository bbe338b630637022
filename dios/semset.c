/* semset.c -- System V semaphore sets between the threads of the process
 * (<sys/sem.h>), with Linux's rules and limits:
 *
 * - semget as msgget (msg.c): keys, IPC_PRIVATE, EEXIST, ENOENT, ids that
 *   stay invalid after IPC_RMID; nsems below 0 or above 32000 (SEMMSL),
 *   or 0 for a new set, is EINVAL, and so is more than an existing set
 *   has; at most 32000 sets (ENOSPC). New values are 0;
 * - semop applies its operations all or none: in order, on a copy of the
 *   values, the first that cannot be done decides: one that would take a
 *   value below 0 (sem_op < 0) or waits for zero on a nonzero value
 *   (sem_op 0) fails with EAGAIN if its sem_flg has IPC_NOWAIT and
 *   otherwise blocks the thread until all can be done (DIOS_W_SEMOP: every
 *   thread blocked is a deadlock, "blocked in semop"); one that would take
 *   a value above 32767 (SEMVMX) fails with ERANGE. nsops 0 is EINVAL,
 *   above 500 (SEMOPM) E2BIG, a sem_num past the set EFBIG. IPC_RMID
 *   wakes the blocked threads, which fail with EIDRM;
 * - SEM_UNDO is accepted, and its adjustments are not kept: they would
 *   apply when the process exits, which no other process observes (divm
 *   runs one process; fork is ENOSYS);
 * - semtimedop (GNU) is semop with a timed wait, as sem_timedwait: the
 *   time may run out at any point, and then it fails with EAGAIN (Linux);
 *   a timeout with tv_sec < 0 or tv_nsec outside 0..999999999 is EINVAL;
 * - semctl: GETVAL, SETVAL (ERANGE outside 0..32767), GETPID, GETNCNT and
 *   GETZCNT (the threads blocked with their first operation that cannot
 *   be done, a decrement or a wait for zero, on that semaphore), GETALL,
 *   SETALL, IPC_STAT, IPC_SET (uid, gid, mode's permission bits),
 *   IPC_RMID; a semaphore number past the set is EINVAL, and so is any
 *   other command. The fourth argument is read as union semun (an int,
 *   or a pointer). Permissions are kept, not checked; the times are not
 *   kept (0); pids are getpid's.
 *
 * Each call is a visible action on a token standing for all the sets. */
#include "dios.h"
#include "ipc.h"
#include <errno.h>
#include <stdarg.h>
#include <sys/sem.h>
#include <time.h>
#include <unistd.h>

#define SEMMSL 32000
#define SEMMNI 32000
#define SEMOPM 500
#define SEMVMX 32767

static struct dios_ipc_ids ids;

/* the program's union semun, as passed */
union semun_arg {
    int val;
    struct semid_ds *buf;
    unsigned short *array;
};

static void visible(void) { __dios_ipc_visible(&ids); }

static struct dios_semset *lookup(int id) { return __dios_ipc_object(&ids, id); }

static int waits(const struct dios_thread *t, const struct dios_semset *s) {
    return __dios_waits_on(t, DIOS_W_SEMOP, s);
}

static int has_waiters(const struct dios_semset *s) { return __dios_has_waiter(DIOS_W_SEMOP, DIOS_W_SEMOP, s); }

int semget(key_t key, int nsems, int flags) {
    visible();
    if (nsems < 0 || nsems > SEMMSL)
        return errno = EINVAL, -1;
    int id = key == IPC_PRIVATE ? -1 : __dios_ipc_find(&ids, key);
    if (id >= 0) {
        if ((flags & IPC_CREAT) && (flags & IPC_EXCL))
            return errno = EEXIST, -1;
        if ((unsigned)nsems > lookup(id)->nsems)
            return errno = EINVAL, -1;
        return id;
    }
    if (key != IPC_PRIVATE && !(flags & IPC_CREAT))
        return errno = ENOENT, -1;
    if (nsems == 0)
        return errno = EINVAL, -1;
    if (ids.used >= SEMMNI)
        return errno = ENOSPC, -1;
    struct dios_semset *s = __dios_alloc(sizeof *s);
    s->key = key;
    s->nsems = (unsigned)nsems;
    s->sems = __dios_alloc((size_t)nsems * sizeof *s->sems);
    s->uid = s->cuid = (unsigned)getuid();
    s->gid = s->cgid = (unsigned)getgid();
    s->mode = (unsigned)flags & 0777;
    return __dios_ipc_add(&ids, s, key);
}

static void destroy(struct dios_semset *s) {
    __vm_obj_free(s->sems);
    __vm_obj_free(s);
}

static int do_semop(int id, struct sembuf *ops, size_t n, int timed, const char *fn) {
    _Static_assert(sizeof(struct sembuf) == sizeof(struct dios_sembuf), "struct sembuf");
    visible();
    if (n == 0)
        return errno = EINVAL, -1;
    if (n > SEMOPM)
        return errno = E2BIG, -1;
    struct dios_semset *s = lookup(id);
    if (!s)
        return errno = EINVAL, -1;
    for (size_t i = 0; i < n; i++)
        if (ops[i].sem_num >= s->nsems)
            return errno = EFBIG, -1;
    const struct dios_sembuf *o = (const struct dios_sembuf *)ops;
    struct dios_semop_wait w = {ops, n};
    size_t at;
    int r;
    for (int waited = 0; (r = __dios_semop_try(s, o, n, &at)) == 1;) {
        if ((ops[at].sem_flg & IPC_NOWAIT) || (timed && waited))
            return errno = EAGAIN, -1;
        __dios_wait(DIOS_W_SEMOP, s, (unsigned long)(uintptr_t)&w, fn, timed);
        waited = 1;
        __dios_visible(ids.token, 1);
        if (s->removed) {
            if (!has_waiters(s))
                destroy(s);
            return errno = EIDRM, -1;
        }
    }
    if (r == 2)
        return errno = ERANGE, -1;
    int pid = getpid();
    for (size_t i = 0; i < n; i++) {
        s->sems[ops[i].sem_num].val = (unsigned short)(s->sems[ops[i].sem_num].val + ops[i].sem_op);
        s->sems[ops[i].sem_num].pid = pid;
    }
    return 0;
}

int semop(int id, struct sembuf *ops, size_t n) { return do_semop(id, ops, n, 0, "semop"); }

int semtimedop(int id, struct sembuf *ops, size_t n, const struct timespec *timeout) {
    if (!timeout)
        return do_semop(id, ops, n, 0, "semtimedop");
    if (timeout->tv_sec < 0 || timeout->tv_nsec < 0 || timeout->tv_nsec >= 1000000000)
        return errno = EINVAL, -1;
    return do_semop(id, ops, n, 1, "semtimedop");
}

/* GETNCNT (zero 0) or GETZCNT (zero 1) of semaphore num. */
static int count_waiters(const struct dios_semset *s, unsigned num, int zero) {
    const struct dios_state *st = __dios_state();
    int count = 0;
    for (unsigned i = 0; i < st->nthreads; i++) {
        const struct dios_thread *t = st->threads[i];
        if (!waits(t, s))
            continue;
        const struct dios_semop_wait *w = (const struct dios_semop_wait *)(uintptr_t)t->wait_arg;
        const struct dios_sembuf *o = w->sops;
        size_t at;
        if (__dios_semop_try(s, o, w->nsops, &at) == 1 && o[at].num == num && (o[at].op == 0) == zero)
            count++;
    }
    return count;
}

int semctl(int id, int num, int cmd, ...) {
    visible();
    struct dios_semset *s = lookup(id);
    if (!s)
        return errno = EINVAL, -1;
    union semun_arg arg = {0};
    if (cmd == SETVAL || cmd == GETALL || cmd == SETALL || cmd == IPC_STAT || cmd == IPC_SET) {
        va_list ap;
        va_start(ap, cmd);
        arg = va_arg(ap, union semun_arg);
        va_end(ap);
    }
    switch (cmd) {
    case GETVAL:
    case SETVAL:
    case GETPID:
    case GETNCNT:
    case GETZCNT:
        if (num < 0 || (unsigned)num >= s->nsems)
            return errno = EINVAL, -1;
        break;
    }
    switch (cmd) {
    case GETVAL:
        return s->sems[num].val;
    case GETPID:
        return s->sems[num].pid;
    case GETNCNT:
        return count_waiters(s, (unsigned)num, 0);
    case GETZCNT:
        return count_waiters(s, (unsigned)num, 1);
    case SETVAL:
        if (arg.val < 0 || arg.val > SEMVMX)
            return errno = ERANGE, -1;
        s->sems[num].val = (unsigned short)arg.val;
        s->sems[num].pid = getpid();
        return 0;
    case GETALL:
        for (unsigned i = 0; i < s->nsems; i++)
            arg.array[i] = s->sems[i].val;
        return 0;
    case SETALL:
        for (unsigned i = 0; i < s->nsems; i++)
            if (arg.array[i] > SEMVMX)
                return errno = ERANGE, -1;
        for (unsigned i = 0; i < s->nsems; i++) {
            s->sems[i].val = arg.array[i];
            s->sems[i].pid = getpid();
        }
        return 0;
    case IPC_STAT:
        __builtin_memset(arg.buf, 0, sizeof *arg.buf);
        arg.buf->sem_perm.__key = s->key;
        arg.buf->sem_perm.uid = s->uid, arg.buf->sem_perm.gid = s->gid;
        arg.buf->sem_perm.cuid = s->cuid, arg.buf->sem_perm.cgid = s->cgid;
        arg.buf->sem_perm.mode = s->mode;
        arg.buf->sem_otime = s->otime, arg.buf->sem_ctime = s->ctime;
        arg.buf->sem_nsems = s->nsems;
        return 0;
    case IPC_SET:
        s->uid = arg.buf->sem_perm.uid, s->gid = arg.buf->sem_perm.gid;
        s->mode = arg.buf->sem_perm.mode & 0777;
        return 0;
    case IPC_RMID: {
        __dios_ipc_remove(&ids, id);
        s->removed = 1;
        if (!has_waiters(s))
            destroy(s);
        return 0;
    }
    }
    return errno = EINVAL, -1;
}
