/* sched.c -- the scheduler, blocking and the interrupt handler
 * (docs/runtime-abi.md, "Edges"). */
#include "dios.h"
#include <pthread.h>
#include <semaphore.h>

/* Suspend the current thread; it resumes by returning from here. */
DIOS_NOINLINE void __dios_yield(void) {
    struct dios_state *st = __dios_state();
    st->current->frame = __dios_frame();
    /* between edges no thread is current: keeps equal states equal */
    st->current = NULL;
    __vm_ctl_set(_VM_CR_TLS, 0);
    __vm_ctl_set(_VM_CR_FRAME, 0);
}

/* Block until the scheduler finds the wait condition satisfied (or, for a
 * timed wait, whenever the scheduler picks this thread). Callers re-check
 * their condition in a loop. */
void __dios_wait(int kind, const void *obj, unsigned long arg, const char *fn, int timed) {
    struct dios_thread *t = __dios_self();
    t->wait = kind;
    t->wait_obj = obj;
    t->wait_arg = arg;
    t->wait_fn = fn;
    t->timed = timed;
    __dios_yield();
    t = __dios_self();
    t->wait = DIOS_W_NONE;
    t->wait_obj = NULL;
    t->wait_arg = 0;
    t->wait_fn = NULL;
    t->timed = 0;
}

static int ready(const struct dios_state *st, const struct dios_thread *t) {
    if (t->state != DIOS_T_LIVE)
        return 0;
    if (t->wait == DIOS_W_NONE || t->timed)
        return 1;
    const void *o = t->wait_obj;
    switch (t->wait) {
    case DIOS_W_MUTEX:
        return ((const pthread_mutex_t *)o)->__owner == 0;
    case DIOS_W_COND:
        return t->woken || st->spurious;
    case DIOS_W_JOIN:
        return ((const struct dios_thread *)o)->state == DIOS_T_ZOMBIE;
    case DIOS_W_RDLOCK:
        return ((const pthread_rwlock_t *)o)->__writer == 0;
    case DIOS_W_WRLOCK:
        return ((const pthread_rwlock_t *)o)->__writer == 0 && ((const pthread_rwlock_t *)o)->__readers == 0;
    case DIOS_W_BARRIER:
        return ((const pthread_barrier_t *)o)->__generation != t->wait_arg;
    case DIOS_W_ONCE:
        return *(const pthread_once_t *)o == 2;
    case DIOS_W_SEM:
        return ((const sem_t *)o)->__value > 0;
    case DIOS_W_SPIN:
        return *(const pthread_spinlock_t *)o == 0;
    default:
        return 0;
    }
}

int __dios_live_threads(void) {
    struct dios_state *st = __dios_state();
    int n = 0;
    for (unsigned i = 0; i < st->nthreads; i++)
        n += st->threads[i]->state == DIOS_T_LIVE;
    return n;
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
            } else if (t->wait_obj) {
                __dios_msg_str(&m, " on ");
                __dios_msg_hex(&m, (uintptr_t)t->wait_obj);
            }
            __vm_fault_at(t->frame, m.buf);
        }
    }
    __vm_ctl_flag(0, _VM_CF_ERROR);
    st->terminated = 1;
}

void __dios_schedule(void) {
    struct dios_state *st = __dios_state();
    if (st->terminated) {
        __vm_ctl_flag(0, _VM_CF_CANCEL);
        suspend();
        return;
    }

    /* A runnable thread inside an atomic section excludes all others. */
    struct dios_thread *pick = NULL;
    unsigned live = 0, nready = 0;
    for (unsigned i = 0; i < st->nthreads; i++) {
        struct dios_thread *t = st->threads[i];
        live += t->state == DIOS_T_LIVE;
        if (ready(st, t)) {
            nready++;
            if (t->atomic)
                pick = t;
        }
    }
    if (!pick) {
        if (nready == 0) {
            if (live)
                report_deadlock(st);
            else
                __vm_ctl_flag(0, _VM_CF_CANCEL);
            suspend();
            return;
        }
        /* In run mode choice 0 ("always the first choice" by default) must
         * not starve anyone, so candidates are counted round-robin from
         * the thread after the one that ran last. Other modes keep the
         * plain order and no extra state. */
        unsigned start = 0;
        if (st->mode == DIOS_MODE_RUN)
            while (start < st->nthreads && st->threads[start]->id <= st->rr_last)
                start++;
        unsigned k = nready > 1 ? (unsigned)__vm_choose((int)nready) : 0;
        for (unsigned j = 0; j < st->nthreads; j++) {
            struct dios_thread *t = st->threads[(start + j) % st->nthreads];
            if (ready(st, t) && k-- == 0) {
                pick = t;
                break;
            }
        }
    }
    if (st->mode == DIOS_MODE_RUN)
        st->rr_last = pick->id;

    st->current = pick;
    char id[24], *p = id + sizeof id;
    unsigned long v = pick->id;
    *--p = 0;
    do
        *--p = (char)('0' + v % 10);
    while (v /= 10);
    __vm_trace(_VM_T_SCHED, p);

    /* With one thread nobody observes memory; in run mode nobody needs
     * preemption either. Inside an atomic section stay in kernel mode. */
    uint64_t set = 0;
    if (live == 1)
        set |= _VM_CF_MASK_MEM | (st->mode == DIOS_MODE_RUN ? _VM_CF_MASK_CFL : 0);
    if (pick->atomic)
        set |= _VM_CF_KERNEL;
    __vm_ctl_flag(_VM_CF_MASK_MEM | _VM_CF_MASK_CFL | _VM_CF_KERNEL, set);
    __vm_ctl_set(_VM_CR_TLS, (uint64_t)(uintptr_t)pick->tls_block);
    __vm_ctl_set(_VM_CR_FRAME, (uint64_t)(uintptr_t)pick->frame);
}

/* Called on top of the interrupted frame: save it and end the edge, unless
 * the thread is in an atomic section, in which case it just continues. */
void __dios_interrupt(void) {
    struct dios_state *st = __dios_state();
    struct __vm_frame *me = __dios_frame();
    if (st->current->atomic)
        return;
    st->current->frame = me->parent;
    st->current = NULL;
    __vm_ctl_set(_VM_CR_TLS, 0);
    suspend();
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
