/* flock.c -- flock's advisory whole-file locks (BSD, Linux): a lock
 * belongs to an open file description (open() makes one, dup() and fork
 * share it), so two opens of one file conflict even in one thread. A node
 * has either shared locks or one exclusive lock; a conflicting request
 * blocks (DIOS_W_FLOCK: sched.c runs it again once __dios_flock_free
 * holds; every thread blocked is a deadlock) or, with LOCK_NB, fails with
 * EWOULDBLOCK. Changing a description's lock first drops the old one, as
 * Linux does (not atomic). The last close of the description unlocks. */
#include "dios.h"
#include "fs.h"
#include <errno.h>
#include <sys/file.h>

static void unlock(struct dios_ofd *d) {
    struct dios_node *n = d->node;
    if (d->flock == LOCK_SH)
        n->flock_shared--;
    else if (d->flock == LOCK_EX)
        n->flock_ex = 0;
    d->flock = 0;
}

void __dios_flock_release(struct dios_ofd *d) { unlock(d); }

/* The visible action before each try, marking the thread a waiter while
 * it may fire (as __dios_pipe_try: a failed try that comes back here is
 * suspended as a waiter and the call restarts). */
static int try_visible(struct dios_thread *t, struct dios_node *n, int exclusive, int nonblock) {
    if (nonblock) {
        __dios_visible(n, sizeof *n);
        return 0;
    }
    t->wait = DIOS_W_FLOCK;
    t->wait_obj = n;
    t->wait_arg = (unsigned long)exclusive;
    t->wait_fn = "flock";
    __vm_interrupt_mem(n, sizeof *n, _VM_MA_BOTH | _VM_MA_RESTART);
    int block = __vm_ctl_get(DIOS_CR_RETRY) != 0;
    __vm_ctl_set(DIOS_CR_RETRY, 0);
    __builtin_memset(&t->wait, 0, DIOS_WAIT_FIELDS);
    return block;
}

int flock(int fd, int op) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    int nonblock = (op & LOCK_NB) != 0;
    op &= ~LOCK_NB;
    if (op != LOCK_SH && op != LOCK_EX && op != LOCK_UN) {
        errno = EINVAL;
        return -1;
    }
    struct dios_node *n = d->node;
    if (op == LOCK_UN) {
        __dios_visible(n, sizeof *n);
        unlock(d);
        return 0;
    }
    if (d->flock == op)
        return 0;
    struct dios_thread *t = __dios_self();
    for (;;) {
        int block = try_visible(t, n, op == LOCK_EX, nonblock);
        unlock(d); /* a conversion drops the old lock first (a restart finds it gone) */
        if (__dios_flock_free(n, op == LOCK_EX)) {
            if (op == LOCK_EX)
                n->flock_ex = 1;
            else
                n->flock_shared++;
            d->flock = op;
            return 0;
        }
        if (nonblock) {
            errno = EWOULDBLOCK;
            return -1;
        }
        if (!block)
            __vm_ctl_set(DIOS_CR_RETRY, 1);
        else
            __dios_wait(DIOS_W_FLOCK, n, (unsigned long)(op == LOCK_EX), "flock", 0);
    }
}
