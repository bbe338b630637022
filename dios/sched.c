/* sched.c -- the scheduler, blocking and the interrupt handler
 * (docs/runtime-abi.md, "Edges"). */
#include "dios.h"
#include "fs.h"
#include "ipc.h"
#include "ready.h"
#include <pthread.h>
#include <semaphore.h>

/* Save `frame` as the running thread's continuation and end the edge.
 * Between edges no thread is current and TLS is clear: keeps equal states
 * equal. */
DIOS_INLINE void suspend_at(struct dios_thread *t, void *frame) {
    if (t->frame != frame) /* an unchanged thread object is not copied */
        t->frame = frame;
    __dios_set_self(NULL);
    __vm_ctl_set(_VM_CR_TLS, 0);
    __vm_ctl_set(_VM_CR_FRAME, 0);
}

/* Suspend at the caller's own frame (inlined: it resumes right after the
 * suspend). */
DIOS_INLINE void suspend_current(struct dios_thread *t) { suspend_at(t, __dios_frame()); }

/* Suspend the current thread; it resumes by returning from here. */
DIOS_NOINLINE void __dios_yield(void) {
    suspend_current(__dios_self());
}

/* Block until the scheduler finds the wait condition satisfied (or, for a
 * timed wait, whenever the scheduler picks this thread). Callers re-check
 * their condition in a loop. */
void __dios_wait(int kind, const void *obj, unsigned long arg, const char *fn, int timed) {
    struct dios_thread *t = __dios_self(); /* still the same thread when resumed */
    if (timed)
        t->timed = kind;
    else
        t->wait = kind;
    t->wait_obj = obj;
    t->wait_arg = arg;
    t->wait_fn = fn;
    suspend_current(t);
    __builtin_memset(&t->wait, 0, DIOS_WAIT_FIELDS);
}

/* wait_over for the waits of pipes, sockets, polls and IPC: not inlined
 * into the scheduler, whose frame every edge copies when it chooses (a
 * frame holds a slot for each of its registers, and these cases have
 * many). */
static DIOS_NOINLINE int io_wait_over(const struct dios_thread *t, int wait) {
    const void *o = t->wait_obj;
    switch (wait) {
    case DIOS_W_PIPE_RD:
        return ((const struct dios_pipe *)o)->len > 0 || ((const struct dios_pipe *)o)->writers == 0;
    case DIOS_W_PIPE_WR:
        return ((const struct dios_pipe *)o)->cap - ((const struct dios_pipe *)o)->len >= t->wait_arg ||
               ((const struct dios_pipe *)o)->readers == 0;
    case DIOS_W_FIFO_RD:
        return ((const struct dios_pipe *)o)->writers > 0 || ((const struct dios_pipe *)o)->wgen != t->wait_arg;
    case DIOS_W_FIFO_WR:
        return ((const struct dios_pipe *)o)->readers > 0 || ((const struct dios_pipe *)o)->rgen != t->wait_arg;
    case DIOS_W_ACCEPT:
        return ((const struct dios_sock *)o)->nq > 0 || ((const struct dios_sock *)o)->state != DIOS_S_LISTENING;
    case DIOS_W_CONNECT:
        return ((const struct dios_sock *)o)->nq < ((const struct dios_sock *)o)->limit ||
               ((const struct dios_sock *)o)->state != DIOS_S_LISTENING;
    case DIOS_W_POLL:
        return __dios_poll_ready(o, t->wait_arg);
    case DIOS_W_FLOCK:
        return __dios_flock_free(o, t->wait_arg);
    case DIOS_W_MQ_RD:
        return __dios_mq_readable(o);
    case DIOS_W_MQ_WR:
        return __dios_mq_writable(o);
    case DIOS_W_MSG_RD:
        return __dios_msg_readable(o, t->wait_arg);
    case DIOS_W_MSG_WR:
        return __dios_msg_writable(o, t->wait_arg);
    case DIOS_W_SEMOP:
        return __dios_semop_ready(o, t->wait_arg);
    case DIOS_W_EPOLL:
        return __dios_epoll_ready(o);
    default:
        return 0;
    }
}

/* Whether a blocked thread (t->wait != DIOS_W_NONE) may run: its wait
 * condition holds. */
DIOS_INLINE int wait_over(const struct dios_state *st, const struct dios_thread *t, int wait) {
    const void *o = t->wait_obj;
    switch (wait) {
    /* (a lock's owner may be suspended before it relocks: it runs, and
     * the relock decides) */
    case DIOS_W_MUTEX:
        return ((const pthread_mutex_t *)o)->__owner == 0 || ((const pthread_mutex_t *)o)->__owner == t->id;
    case DIOS_W_COND:
        return t->woken || st->spurious;
    case DIOS_W_JOIN:
        return ((const struct dios_thread *)o)->state == DIOS_T_ZOMBIE;
    case DIOS_W_RDLOCK: {
        const pthread_rwlock_t *l = o;
        return (l->__writer == 0 && !__dios_rwlock_writer_first(st, l, l->__kind, l->__readers, t)) ||
               l->__writer == t->id;
    }
    case DIOS_W_WRLOCK:
        return (((const pthread_rwlock_t *)o)->__writer == 0 && ((const pthread_rwlock_t *)o)->__readers == 0) ||
               ((const pthread_rwlock_t *)o)->__writer == t->id;
    case DIOS_W_BARRIER:
        return ((const pthread_barrier_t *)o)->__generation != t->wait_arg;
    case DIOS_W_ONCE:
        return *(const pthread_once_t *)o == 2;
    case DIOS_W_SEM:
        return ((const sem_t *)o)->__value > 0;
    case DIOS_W_SPIN:
        return *(const pthread_spinlock_t *)o == 0;
    default:
        return wait >= DIOS_W_PIPE_RD && io_wait_over(t, wait);
    }
}

static void suspend(void) { __vm_ctl_set(_VM_CR_FRAME, 0); }

/* Every live thread is blocked: report each of them (joins last, since
 * they are a consequence of the others), mark the edge an error. */
static void report_deadlock(struct dios_state *st) {
    for (int pass = 0; pass < 2; pass++) {
        for (unsigned i = 0; i < st->nthreads; i++) {
            struct dios_thread *t = st->threads[i];
            if (t->state != DIOS_T_LIVE || (t->wait == DIOS_W_JOIN) != (pass == 1))
                continue;
            struct dios_msg m = {{0}, 0};
            __dios_msg_str(&m, "deadlock: thread ");
            __dios_msg_udec(&m, t->id);
            __dios_msg_str(&m, " blocked in ");
            __dios_msg_str(&m, t->wait_fn ? t->wait_fn : "a blocking call");
            if (t->wait == DIOS_W_JOIN) {
                __dios_msg_str(&m, " on thread ");
                __dios_msg_udec(&m, ((const struct dios_thread *)t->wait_obj)->id);
            } else if (t->wait_obj && t->wait < DIOS_W_PIPE_RD) {
                /* (a pipe's or a socket's buffer is the OS's own: its
                 * address names nothing in the program) */
                __dios_msg_str(&m, " on ");
                __dios_msg_place(&m, t->wait_obj);
                unsigned long owner = t->wait == DIOS_W_MUTEX ? ((const pthread_mutex_t *)t->wait_obj)->__owner : 0;
                if (owner) {
                    __dios_msg_str(&m, ", held by thread ");
                    __dios_msg_udec(&m, owner);
                }
            }
            __vm_fault_at(t->frame, m.buf);
        }
    }
    __vm_ctl_flag(0, _VM_CF_ERROR);
    __dios_set_terminated(st);
}

/* A cycle of lock waiters: threads each waiting (untimed) for a lock that
 * the next one holds, as a mutex's owner, an rwlock's writer or one of its
 * readers. None of them can ever run again, whatever the other threads do
 * (a partial deadlock): each waits for an unlock by the next, which waits
 * itself (only a holder unlocks; an rwlock held for reading admits a
 * writer only once every reader unlocked). nheld counts the mutexes and
 * rwlocks a thread holds: a thread that holds none is in no cycle. A
 * thread that waits to write an rwlock it reads is reported by
 * pthread_rwlock_wrlock (rwlock.c). */

/* The table index of live thread `id`, at least `least`, the id of thread
 * k; n if it is not live. The live threads are in id order, so it sits at
 * most id - least places after k, exactly there unless a thread between
 * them has ended: no search. */
DIOS_INLINE unsigned index_of(const struct dios_state *st, unsigned k, unsigned long least, unsigned long id) {
    struct dios_thread *const *live = st->threads;
    unsigned n = st->nlive;
    unsigned i = id - least < n - k ? k + (unsigned)(id - least) : n - 1;
    while (live[i]->id > id) /* (stops at k at the latest) */
        i--;
    return live[i]->id == id ? i : n;
}

/* The next holder, from *at on, of the lock that blocked thread u waits
 * for (untimed), whose id is at least `least` (that of thread k): the
 * owner of its mutex, the writer of its rwlock or, for a write lock held
 * for reading, each reader in turn (u itself among them if it holds a
 * read lock: it waits for itself). Its table index, or n for no more. */
DIOS_INLINE unsigned next_holder(const struct dios_state *st, const struct dios_thread *u, unsigned k, unsigned long least,
                            unsigned *at) {
    unsigned n = st->nlive;
    const pthread_rwlock_t *l = u->wait_obj;
    unsigned long id;
    if (u->wait == DIOS_W_MUTEX)
        id = ((const pthread_mutex_t *)u->wait_obj)->__owner;
    else if (u->wait == DIOS_W_RDLOCK || u->wait == DIOS_W_WRLOCK)
        id = l->__writer;
    else
        return n;
    if (id == 0 && u->wait == DIOS_W_WRLOCK && l->__readers) {
        while (*at < n) {
            unsigned i = (*at)++;
            if (st->threads[i]->id >= least && __dios_rwlock_reads(st->threads[i], l))
                return i;
        }
        return n;
    }
    if (*at || id < least || id == u->id) /* (given already; free; its own: no wait) */
        return n;
    *at = n;
    return index_of(st, k, least, id);
}

/* The first test of find_cycle, on its own for the scheduler's common
 * path: t waits (untimed) for a lock that a greater id holds (or, for a
 * write lock held for reading, some reader), and holds one itself (the
 * thread before t in a cycle waits for a lock t holds). */
DIOS_INLINE int may_lead_cycle(const struct dios_thread *t) {
    if (!t->nheld)
        return 0;
    int wait = t->wait;
    if (wait == DIOS_W_MUTEX)
        return ((const pthread_mutex_t *)t->wait_obj)->__owner > t->id;
    if (wait != DIOS_W_RDLOCK && wait != DIOS_W_WRLOCK)
        return 0;
    const pthread_rwlock_t *l = t->wait_obj;
    return l->__writer ? l->__writer > t->id : wait == DIOS_W_WRLOCK && l->__readers != 0;
}

/* Whether live thread k, blocked, has the least id on a cycle of lock
 * waiters, given may_lead_cycle (its caller's test). Every cycle has one
 * such thread, and every thread's choice is explored (or, off the common
 * path, every waiter tested), so every cycle is found. The walk gives up at once in the
 * common case, a free lock or a holder of smaller id. */
static unsigned search_cycle(const struct dios_state *st, unsigned k, struct dios_thread **path);

DIOS_INLINE int find_cycle(const struct dios_state *st, unsigned k) {
    const struct dios_thread *t = st->threads[k];
    unsigned long least = t->id, id = t->wait == DIOS_W_MUTEX ? ((const pthread_mutex_t *)t->wait_obj)->__owner
                                                              : ((const pthread_rwlock_t *)t->wait_obj)->__writer;
    unsigned n = st->nlive;
    /* Most waits have one holder: follow them, at most n steps and no
     * memory; the first write lock held for reading turns to the search. */
    if (id == 0)
        return search_cycle(st, k, 0) != 0;
    for (unsigned steps = 1; steps < n; steps++) {
        unsigned i = index_of(st, k, least, id);
        if (i == n) /* ended */
            return 0;
        const struct dios_thread *u = st->threads[i];
        if (u->wait == DIOS_W_MUTEX) {
            id = ((const pthread_mutex_t *)u->wait_obj)->__owner;
        } else if (u->wait == DIOS_W_RDLOCK || u->wait == DIOS_W_WRLOCK) {
            const pthread_rwlock_t *l = u->wait_obj;
            id = l->__writer;
            if (id == 0)
                return u->wait == DIOS_W_WRLOCK && l->__readers && search_cycle(st, k, 0);
        } else {
            return 0;
        }
        if (id == least)
            return 1;
        if (id < least || id == u->id)
            return 0;
    }
    return 0;
}

/* find_cycle through waits of any number of holders, the cycle from
 * thread k into path unless that is NULL (its length is returned; 0 for
 * none): depth first over the holders of greater id, each entered once. */
static DIOS_NOINLINE unsigned search_cycle(const struct dios_state *st, unsigned k, struct dios_thread **path) {
    unsigned long least = st->threads[k]->id;
    unsigned n = st->nlive, depth = 0, idx[n], at[n];
    unsigned char seen[n];
    __builtin_memset(seen, 0, n);
    idx[0] = k, at[0] = 0, seen[k] = 1;
    for (;;) {
        unsigned h = next_holder(st, st->threads[idx[depth]], k, least, &at[depth]);
        if (h == k) {
            for (unsigned i = 0; path && i <= depth; i++)
                path[i] = st->threads[idx[i]];
            return depth + 1;
        }
        if (h == n) {
            if (depth == 0)
                return 0;
            depth--;
        } else if (!seen[h]) {
            seen[h] = 1;
            depth++;
            idx[depth] = h, at[depth] = 0;
        }
    }
}

/* Report the cycle of lock waiters in path (find_cycle), each at its
 * blocking call, and mark the edge an error. */
static void report_cycle(struct dios_state *st, struct dios_thread **path, unsigned len) {
    int mutexes = 1;
    for (unsigned i = 0; i < len; i++)
        mutexes &= path[i]->wait == DIOS_W_MUTEX;
    for (unsigned i = 0; i < len; i++) {
        struct dios_thread *u = path[i], *holder = path[(i + 1) % len];
        struct dios_msg m = {{0}, 0};
        __dios_msg_str(&m, "deadlock: thread ");
        __dios_msg_udec(&m, u->id);
        __dios_msg_str(&m, " blocked in ");
        __dios_msg_str(&m, u->wait_fn ? u->wait_fn : "a lock");
        __dios_msg_str(&m, " on ");
        __dios_msg_place(&m, u->wait_obj);
        __dios_msg_str(&m, u->wait == DIOS_W_MUTEX                                              ? ", held by thread "
                           : ((const pthread_rwlock_t *)u->wait_obj)->__writer == holder->id ? ", held for writing by thread "
                                                                                              : ", held for reading by thread ");
        __dios_msg_udec(&m, holder->id);
        __dios_msg_str(&m, mutexes ? " (a cycle of threads waiting for each other's mutexes)"
                                   : " (a cycle of threads waiting for each other's locks)");
        __vm_fault_at(u->frame, m.buf);
    }
    __vm_ctl_flag(0, _VM_CF_ERROR);
    __dios_set_terminated(st);
}

/* In run mode choice 0 ("always the first choice" by default) must not
 * starve anyone, so choice k counts round-robin from the first ready
 * thread after the one that ran last (ids grow along the table). */
static unsigned rotate(const struct dios_state *st, struct dios_thread **cand, unsigned n, unsigned k) {
    unsigned s = 0;
    while (s < n && cand[s]->id <= st->rr_last)
        s++;
    return (s + k) % n;
}

/* The rare cases, off the common path: a ready thread inside an atomic
 * section excludes all others (the last such one runs), and run mode
 * chooses round-robin. */
static struct dios_thread *pick_special(struct dios_state *st, struct dios_thread **cand, unsigned n) {
    struct dios_thread *pick = NULL;
    for (unsigned j = 0; j < n; j++)
        if (cand[j]->atomic)
            pick = cand[j];
    if (!pick) {
        unsigned k = n > 1 ? (unsigned)__vm_choose((int)n) : 0;
        if (st->mode == DIOS_MODE_RUN)
            k = rotate(st, cand, n, k);
        pick = cand[k];
    }
    if (st->mode == DIOS_MODE_RUN)
        st->rr_last = pick->id;
    return pick;
}

/* Make `pick` the running thread and end the scheduler's edge prefix.
 * Inlined: it runs on every edge, and a call is a costly VM instruction. */
DIOS_INLINE void run(struct dios_state *st, struct dios_thread *pick, uint64_t kernel) {
    __dios_set_self(pick);
    __vm_trace(_VM_T_SCHED, pick->name);
    __vm_ctl_flag(_VM_CF_KERNEL, kernel);
    __vm_ctl_set(_VM_CR_TLS, (uint64_t)(uintptr_t)pick->tls_block);
    __vm_ctl_set(_VM_CR_FRAME, (uint64_t)(uintptr_t)pick->frame);
}

/* No live thread can run: time passes to a timer's expiry that wakes
 * one (st->idle, timer.c), else it is a deadlock. */
static DIOS_NOINLINE void idle(struct dios_state *st) {
    struct dios_thread *t = st->idle ? st->idle(st) : NULL;
    if (!t) {
        report_deadlock(st);
        suspend();
        return;
    }
    if (st->fpround_used)
        __vm_ctl_flag(_VM_CF_ROUND, t->fpround);
    if (st->mode == DIOS_MODE_RUN)
        st->rr_last = t->id;
    run(st, t, t->atomic ? _VM_CF_KERNEL : 0);
}

/* Whether live thread t may run. */
DIOS_INLINE int ready(const struct dios_state *st, const struct dios_thread *t) {
    int wait = t->wait;
    return wait == DIOS_W_NONE || wait_over(st, t, wait);
}

/* Random runs (smc) choose among the ready threads, as a run whose edge
 * were cancelled would be discarded whole. The ready threads form a bit set
 * in a register: no array, so the scheduler creates no object. Bit i is
 * thread i of the table (1 to 64 live threads here); choice k is the k-th
 * ready thread in table order, as in schedule_special. Built from the last
 * thread down, by shifts. */
static void schedule_ready(struct dios_state *st) {
    struct dios_thread **begin = st->threads, **p = begin + st->nlive;
    uint64_t readyset = 0;
    do {
        readyset = readyset << 1 | (uint64_t)ready(st, *--p);
    } while (p != begin);
    if (readyset == 0) {
        idle(st);
        return;
    }
    unsigned nready = (unsigned)__builtin_popcountll(readyset);
    unsigned k = nready > 1 ? (unsigned)__vm_choose((int)nready) : 0;
    /* (k is small: unrolled, the loop only takes more instructions) */
#pragma clang loop unroll(disable)
    for (; k > 0; k--)
        readyset &= readyset - 1; /* drop the lowest ready thread */
    run(st, begin[__builtin_ctzll(readyset)], 0);
}

/* Off the common path (st->special): a terminated process, more threads
 * than bits in a word, atomic sections, run mode, random runs. The ready
 * threads are collected in table order (the order of __vm_choose's
 * values). */
static void schedule_special(struct dios_state *st) {
    if (st->terminated) {
        __dios_cancel_edge();
        return;
    }
    if (st->mode == DIOS_MODE_SMC && st->special == 1) { /* (so at most 64 live threads) */
        schedule_ready(st);
        return;
    }
    unsigned n = st->nlive;
    struct dios_thread **p = st->threads, **end = p + n, *cand[n], **c = cand;
    do {
        if (ready(st, *p))
            *c++ = *p;
    } while (++p != end);
    unsigned nready = (unsigned)(c - cand);
    /* (every blocked lock waiter is tested here: they are not offered) */
    for (unsigned i = 0; nready < n && i < n; i++)
        if (may_lead_cycle(st->threads[i]) && find_cycle(st, i)) {
            report_cycle(st, cand, search_cycle(st, i, cand));
            suspend();
            return;
        }
    if (nready == 0) {
        idle(st);
        return;
    }
    struct dios_thread *pick = pick_special(st, cand, nready);
    if (st->fpround_used) /* (it made the path special: fenv.c) */
        __vm_ctl_flag(_VM_CF_ROUND, pick->fpround);
    run(st, pick, pick->atomic ? _VM_CF_KERNEL : 0);
}

/* The last thread of the table was chosen and cannot run: a deadlock when
 * no other live thread can run either, else a cancelled edge. (Only the
 * last choice looks: a state has one deadlock report, and the other
 * choices test only their own thread. It has the greatest id, so it leads
 * no cycle of lock waiters: find_cycle.) */
static DIOS_NOINLINE void last_blocked(struct dios_state *st) {
    for (struct dios_thread **p = st->threads, **end = p + st->nlive - 1; p != end; p++)
        if (ready(st, *p)) {
            __dios_cancel_edge();
            return;
        }
    idle(st);
}

/* The chosen thread k (not the last), a lock waiter, cannot run: its
 * edge is cancelled, unless it leads a cycle of lock waiters (a deadlock
 * of their own). */
static DIOS_NOINLINE void blocked(struct dios_state *st, unsigned k) {
    if (find_cycle(st, k)) {
        struct dios_thread *path[st->nlive];
        report_cycle(st, path, search_cycle(st, k, path));
        suspend();
        return;
    }
    __dios_cancel_edge();
}

/* The per-edge path: keep it short. The memory and preemption masks need
 * no update here: they change only with the number of live threads
 * (__dios_solo and thread create). Choice first: choice k is thread k of
 * the table (1 to 64 live threads here), and a blocked thread's edge is
 * cancelled (DESIGN 4), so the part of the edge that every successor of a
 * state shares (up to the choice) reads no thread, and each thread's
 * wait condition is tested only on its own edge. */
void __dios_schedule(void) {
    struct dios_state *st = __dios_state();
    if (st->special) {
        schedule_special(st);
        return;
    }
    unsigned n = st->nlive;
    unsigned k = n > 1 ? (unsigned)__vm_choose((int)n) : 0;
    struct dios_thread *t = st->threads[k];
    if (ready(st, t)) {
        run(st, t, 0);
    } else if (k + 1 < n) {
        if (may_lead_cycle(t))
            blocked(st, k);
        else
            __dios_cancel_edge();
    } else {
        last_blocked(st);
    }
}

/* Called on top of the interrupted frame, which the VM passes: save it and
 * end the edge. A thread inside an atomic section runs in kernel mode,
 * where the VM raises no interrupts, so it never gets here. */
void __dios_interrupt(void *interrupted) {
    __vm_ctl_set(DIOS_CR_RETRY, 0); /* a retry that fired (__dios_try_visible) */
    suspend_at(__dios_self(), interrupted);
}

/* With one live thread nobody observes memory, and in run mode nobody
 * needs preemption either; in check mode a loop needs no state per turn
 * (_VM_CF_SEQUENTIAL: its edge runs on until a choice or a long run).
 * An LTL property observes the globals after every step, so under
 * divm.ltl a step keeps to one visible action. Called when st->nlive
 * becomes 1 (thread create clears the flags again). */
void __dios_solo(const struct dios_state *st) {
    uint64_t mem = st->ltl ? 0 : _VM_CF_MASK_MEM;
    uint64_t cfl = st->mode == DIOS_MODE_RUN ? _VM_CF_MASK_CFL : st->mode == DIOS_MODE_CHECK ? _VM_CF_SEQUENTIAL : 0;
    __vm_ctl_flag(0, mem | cfl);
}

int sched_yield(void) {
    __dios_yield();
    return 0;
}

int sched_get_priority_max(int policy) { return policy == SCHED_FIFO || policy == SCHED_RR ? 99 : 0; }
int sched_get_priority_min(int policy) { return policy == SCHED_FIFO || policy == SCHED_RR ? 1 : 0; }
int sched_getparam(pid_t pid, struct sched_param *p) {
    (void)pid;
    p->sched_priority = 0;
    return 0;
}
int sched_setparam(pid_t pid, const struct sched_param *p) {
    (void)pid, (void)p;
    return 0;
}
int sched_getscheduler(pid_t pid) {
    (void)pid;
    return SCHED_OTHER;
}
int sched_setscheduler(pid_t pid, int policy, const struct sched_param *p) {
    (void)pid, (void)policy, (void)p;
    return SCHED_OTHER;
}
