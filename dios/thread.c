/* thread.c -- thread table, pthread create/join/detach/exit, acting on a
 * cancellation request, errno. */
#include "dios.h"
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <sys/prctl.h>

int *__errno_location(void) { return &__dios_self()->err; }

/* Where a debugger (`divm sim`) finds the threads between edges: offsets
 * into the STATE object and into each thread (last, its start routine, for
 * the thread creations a witness names). Read by name, so DiOS may change
 * its layout freely; `used` keeps it though nothing reads it here. */
__attribute__((used)) const unsigned long __dios_debug_threads[] = {
    offsetof(struct dios_state, threads), offsetof(struct dios_state, nthreads),
    offsetof(struct dios_thread, id),     offsetof(struct dios_thread, frame),
    offsetof(struct dios_thread, state),  offsetof(struct dios_thread, wait),
    offsetof(struct dios_thread, wait_fn),
    offsetof(struct dios_thread, start),  offsetof(struct dios_thread, start_c11),
};

/* The id in decimal, written once here rather than on every edge. */
static void set_name(struct dios_thread *t) {
    unsigned long v = t->id;
    unsigned n = 0;
    do
        n++;
    while (v /= 10);
    v = t->id;
    do
        t->name[--n] = (char)('0' + v % 10);
    while (v /= 10);
}

struct dios_thread *__dios_new_thread(void) {
    struct dios_state *st = __dios_state();
    struct dios_thread *t = __dios_alloc(sizeof *t);
    t->id = st->next_tid++;
    set_name(t);
    t->state = DIOS_T_LIVE;
    st->threads = __dios_grow(st->threads, &st->threads_cap, st->nthreads + 1, sizeof *st->threads);
    /* the newest id: the last live thread, before the zombies */
    struct dios_thread **at = st->threads + st->nlive;
    __builtin_memmove(at + 1, at, (st->nthreads - st->nlive) * sizeof *at);
    *at = t;
    st->nthreads++;
    if (++st->nlive == 65) /* (more than a bit set holds) */
        st->special++;
    return t;
}

/* The live thread t finishes: move it among the zombies. The live threads
 * after it, and the zombies with smaller ids, shift down by one. */
DIOS_INLINE void to_zombies(struct dios_state *st, struct dios_thread *t) {
    struct dios_thread **p = st->threads, **q = p + st->nlive, **end = p + st->nthreads;
    while (*p != t)
        p++;
    while (q != end && (*q)->id < t->id)
        q++;
    __builtin_memmove(p, p + 1, (size_t)((char *)(q - 1) - (char *)p));
    q[-1] = t;
}

/* Inline for join and thread exit, which run often: a call is a costly
 * VM instruction. */
DIOS_INLINE struct dios_thread *find_thread(const struct dios_state *st, unsigned long id) {
    for (struct dios_thread **p = st->threads, **end = p + st->nthreads; p != end; p++)
        if ((*p)->id == id)
            return *p;
    return NULL;
}

struct dios_thread *__dios_find_thread(unsigned long id) { return find_thread(__dios_state(), id); }

/* Drop a finished thread from the table (keeping its order) and free it. */
DIOS_INLINE void remove_thread(struct dios_state *st, struct dios_thread *t) {
    struct dios_thread **p = st->threads;
    while (*p != t)
        p++;
    struct dios_thread **last = st->threads + --st->nthreads;
    __builtin_memmove(p, p + 1, (size_t)((char *)last - (char *)p));
    *last = NULL;
    if (t->tls)
        __vm_obj_free(t->tls);
    if (t->label)
        __vm_obj_free(t->label);
    __vm_obj_free(t);
}

void __dios_remove_thread(struct dios_thread *t) { remove_thread(__dios_state(), t); }

static void thread_trampoline(void *p) {
    struct dios_thread *t = p;
    void *r;
    if (t->start_c11)
        r = (void *)(intptr_t)t->start_c11(t->arg);
    else
        r = t->start(t->arg);
    __dios_thread_exit(r);
}

/* A plausible heap pointer (not NULL, not an integer cast to a pointer):
 * only such an argument needs to be marked shared. */
static int heap_pointer(const void *p) {
    uintptr_t v = (uintptr_t)p;
    return (v >> 62) == _VM_PK_HEAP && (v >> 32) != 0;
}

int __dios_thread_create(unsigned long *id, int detached, void *(*start)(void *), int (*start_c11)(void *),
                         void *arg) {
    /* Memory is observable from now on (two live threads), and the
     * creation itself is a visible action: the new thread may run before
     * the creator's next visible action, and thread ids depend on the
     * order of creations. Not a suspension: until its next visible action
     * the creator touches nothing another thread can see, so letting the
     * new thread run first right here would only add equivalent
     * interleavings. */
    __vm_ctl_flag(_VM_CF_MASK_MEM | _VM_CF_MASK_CFL | _VM_CF_SEQUENTIAL, 0);
    __dios_visible(__dios_state()->thread_table_token, 1);
    struct dios_thread *t = __dios_new_thread();
    t->start = start;
    t->start_c11 = start_c11;
    t->arg = arg;
    t->detached = detached;
    t->tls_block = __dios_tls_block();
    t->sigmask = __dios_self() ? __dios_self()->sigmask : 0; /* inherited */
    t->fpround = __dios_self() ? __dios_self()->fpround : 0; /* C17 7.6p1: the creator's environment */
    if (__dios_self() && __dios_self()->label) /* Linux copies the creator's name */
        t->label = __dios_strdup(__dios_self()->label);
    t->frame = __vm_frame_make(thread_trampoline, t, NULL);
    *id = t->id;
    if (heap_pointer(arg))
        __vm_obj_shared(arg);
    return 0;
}

int pthread_create(pthread_t *tid, const pthread_attr_t *attr, void *(*start)(void *), void *arg) {
    int detached = attr && attr->__detachstate == PTHREAD_CREATE_DETACHED;
    return __dios_thread_create(tid, detached, start, NULL, arg);
}

/* The calling thread t ends (its frames gone): it becomes a zombie
 * (joinable) or disappears (detached). */
DIOS_INLINE DIOS_NORETURN void become_zombie(struct dios_state *st, struct dios_thread *t) {
    __dios_tls_free(t);
    __vm_ctl_set(_VM_CR_TLS, 0);
    t->frame = NULL;
    t->state = DIOS_T_ZOMBIE;
    if (t->atomic) { /* it returned inside an atomic section */
        t->atomic = 0;
        st->special--;
    }
    if (t->detached)
        remove_thread(st, t);
    else
        to_zombies(st, t);
    if (--st->nlive == 64)
        st->special--;
    if (st->nlive == 1)
        __dios_solo(st);
    __dios_set_self(NULL);
    __vm_ctl_set(_VM_CR_FRAME, 0);
    __builtin_unreachable();
}

/* The robust mutexes thread t holds as it ends are free, and their next
 * owner learns that it died (mutex.c). */
static void orphan_robust(struct dios_thread *t) {
    for (unsigned i = 0; i < t->nrobust; i++) {
        pthread_mutex_t *m = t->robust[i];
        m->__owner = 0;
        m->__count = 0;
        m->__robust = (m->__robust & ~DIOS_ROBUST_INCONS) | DIOS_ROBUST_DIED;
        t->nheld--;
    }
    __vm_obj_free(t->robust);
    t->robust = 0;
    t->nrobust = t->robust_cap = 0;
}

/* Finish the calling thread: cleanup handlers, key destructors, then either
 * become a zombie (joinable) or disappear (detached). The last thread ends
 * the process.
 *
 * Where the end is a step of its own: a join that does not wait
 * (pthread_tryjoin_np, pthread_timedjoin_np) tells an ended thread from a
 * live one, so other threads may run between the thread's last visible
 * action and its end. Once such a join has been called (st->nowait_join),
 * every end is a visible action; before, an end is part of the step of
 * the thread's last visible action (a separate step for every thread end
 * doubles the states of common programs), and the first such join
 * postpones the ends made so far (postpone_ends below), which nothing
 * could have told from later ones. Under the sync-point reduction a
 * detached thread's end, which frees it and so closes its open segment,
 * is a visible action too: not in the step of its last accesses
 * (docs/internals.md). */
DIOS_NOINLINE DIOS_NORETURN void __dios_thread_exit(void *ret) {
    struct dios_thread *t = __dios_self();
    if (t->cleanup)
        __dios_run_cleanups(t);
    if (t->ntls)
        __dios_run_key_dtors(t);
    if (t->robust)
        orphan_robust(t);
    struct dios_state *st = __dios_state();
    if (st->nowait_join || (t->detached && st->por))
        __dios_visible(st->thread_table_token, 1);
    else if (!t->detached)
        t->end_merged = 1;
    st = __dios_state();
    if (st->nlive == 1)
        exit(0);
    t->retval = ret;
    struct __vm_frame *me = __dios_frame();
    if (me->parent)
        __vm_frame_unwind(me->parent, NULL);
    become_zombie(st, t);
}

/* A postponed end (postpone_ends): the thread's only step left. */
static void end_postponed(void *p) {
    struct dios_thread *t = p;
    struct dios_state *st = __dios_state();
    if (st->nlive == 1)
        exit(0);
    become_zombie(st, t);
}

/* The first join that does not wait: every zombie whose end was part of
 * the step of its last visible action is live again, with its end as a
 * step of its own (end_postponed), so that the join may run before or
 * after it; the caller then yields, so that those ends may come first. */
static void postpone_ends(struct dios_state *st) {
    st->nowait_join = 1;
    int any = 0;
    for (unsigned i = st->nlive; i < st->nthreads; i++) {
        struct dios_thread *t = st->threads[i];
        if (!t->end_merged)
            continue;
        t->end_merged = 0;
        t->state = DIOS_T_LIVE;
        t->frame = __vm_frame_make(end_postponed, t, NULL);
        /* into the live threads, in id order */
        unsigned j = st->nlive;
        while (j > 0 && st->threads[j - 1]->id > t->id)
            j--;
        __builtin_memmove(st->threads + j + 1, st->threads + j, (i - j) * sizeof *st->threads);
        st->threads[j] = t;
        if (++st->nlive == 65)
            st->special++;
        any = 1;
    }
    if (any) {
        __vm_ctl_flag(_VM_CF_MASK_MEM | _VM_CF_MASK_CFL | _VM_CF_SEQUENTIAL, 0);
        __dios_yield();
    }
}

void pthread_exit(void *ret) { __dios_thread_exit(ret); }

/* Act on the request: no second one is acted on while the handlers run. */
DIOS_NORETURN void __dios_cancel_act(void) {
    struct dios_thread *t = __dios_self();
    t->cancel_pending = 0;
    t->cancel_state = PTHREAD_CANCEL_DISABLE;
    __dios_thread_exit(PTHREAD_CANCELED);
}

/* A cancellation point where the caller has nothing to undo first. */
void __dios_cancel_point(void) {
    if (__dios_cancel_due())
        __dios_cancel_act();
}


/* The id was handed out but the thread is gone: joined or detached. */
static int gone(unsigned long id) { return id != 0 && id < __dios_state()->next_tid; }

enum { JOIN_WAIT, JOIN_TRY, JOIN_TIMED };

/* Join thread id: wait for its end (JOIN_WAIT), or not at all (JOIN_TRY:
 * EBUSY while it runs), or wait with a timeout (JOIN_TIMED: modelled as
 * the other timed waits, docs/semantics.md: the joiner may run again at
 * any point, and gives up with ETIMEDOUT if the thread has not ended
 * then). A join that does not wait for the end looks at the thread with
 * a visible action on the thread table, as the end is one (thread exit
 * above), so both orders of the look and the end are explored. Inline:
 * `how` is a constant at most calls, and pthread_join runs often. */
DIOS_INLINE int join(unsigned long id, void **ret, const char *fn, int how, const struct timespec *abstime) {
    if (how != JOIN_WAIT) {
        if (!__dios_state()->nowait_join)
            postpone_ends(__dios_state());
        __dios_visible_entry(__dios_state()->thread_table_token, 1);
    }
    struct dios_thread *self = __dios_self();
    if (id == self->id)
        return how == JOIN_TRY ? EBUSY : EDEADLK; /* glibc's: it has not ended */
    struct dios_thread *t = find_thread(__dios_state(), id);
    if (!t) {
        if (gone(id))
            __dios_misuse(fn, "the thread was already joined or is detached", NULL);
        return ESRCH;
    }
    if (t->detached)
        __dios_misuse(fn, "the thread is detached", NULL);
    if (t->joiner && t->joiner != self->id)
        __dios_misuse(fn, "another thread is already joining this thread", NULL);
    if (how == JOIN_TRY && t->state != DIOS_T_ZOMBIE)
        return EBUSY;
    t->joiner = self->id;
    /* A cancellation point while it waits (glibc's too: a finished thread
     * is joined whatever is pending). A cancelled joiner leaves the
     * thread joinable, and so does one that timed out. */
    for (int waited = 0; t->state != DIOS_T_ZOMBIE;) {
        if (__dios_cancel_due()) {
            t->joiner = 0;
            __dios_cancel_act();
        }
        if (waited || (how == JOIN_TIMED && (abstime->tv_nsec < 0 || abstime->tv_nsec >= 1000000000))) {
            t->joiner = 0; /* (glibc looks at the time only when it waits) */
            return waited ? ETIMEDOUT : EINVAL;
        }
        __dios_wait(DIOS_W_JOIN, t, 0, fn, how == JOIN_TIMED);
        if (how == JOIN_TIMED) { /* it looks again, at the start of its new step */
            __dios_visible(__dios_state()->thread_table_token, 1);
            waited = 1;
        }
    }
    if (ret)
        *ret = t->retval;
    remove_thread(__dios_state(), t);
    return 0;
}

int __dios_join(unsigned long id, void **ret, const char *fn) { return join(id, ret, fn, JOIN_WAIT, NULL); }

int pthread_join(pthread_t id, void **ret) { return join(id, ret, "pthread_join", JOIN_WAIT, NULL); }

/* GNU: EBUSY while the thread runs (the calling thread itself too). */
int pthread_tryjoin_np(pthread_t id, void **ret) { return join(id, ret, "pthread_tryjoin_np", JOIN_TRY, NULL); }

/* GNU: pthread_join that may time out (ETIMEDOUT) at `abstime`; no
 * timeout with NULL (as glibc), EINVAL for a bad one if it would wait. The time is not compared with the clock:
 * a timed wait may end at any point (docs/semantics.md). */
int pthread_timedjoin_np(pthread_t id, void **ret, const struct timespec *abstime) {
    return join(id, ret, "pthread_timedjoin_np", abstime ? JOIN_TIMED : JOIN_WAIT, abstime);
}

/* GNU: pthread_timedjoin_np on a given clock (one a timeout may be
 * measured on). */
int pthread_clockjoin_np(pthread_t id, void **ret, clockid_t clock, const struct timespec *abstime) {
    if (clock != CLOCK_REALTIME && clock != CLOCK_MONOTONIC)
        return EINVAL;
    return pthread_timedjoin_np(id, ret, abstime);
}

int pthread_detach(pthread_t id) {
    struct dios_thread *t = __dios_find_thread(id);
    if (!t) {
        if (gone(id))
            __dios_misuse("pthread_detach", "the thread was already joined or detached", NULL);
        return ESRCH;
    }
    if (t->detached) /* POSIX: undefined, as once it is gone (above) */
        __dios_misuse("pthread_detach", "the thread is already detached", NULL);
    if (t->joiner)
        __dios_misuse("pthread_detach", "another thread is joining this thread", NULL);
    if (t->state == DIOS_T_ZOMBIE)
        __dios_remove_thread(t);
    else
        t->detached = 1;
    return 0;
}

pthread_t pthread_self(void) { return __dios_self()->id; }
int pthread_equal(pthread_t a, pthread_t b) { return a == b; }

int pthread_yield(void) { return sched_yield(); }
int pthread_atfork(void (*prepare)(void), void (*parent)(void), void (*child)(void)) {
    (void)prepare, (void)parent, (void)child;
    return 0;
}
/* Only a hint, but what was set reads back (POSIX; glibc keeps it too). */
static int concurrency;
int pthread_getconcurrency(void) { return concurrency; }
int pthread_setconcurrency(int level) {
    if (level < 0)
        return EINVAL;
    concurrency = level;
    return 0;
}
int pthread_getschedparam(pthread_t t, int *policy, struct sched_param *p) {
    (void)t;
    *policy = SCHED_OTHER;
    p->sched_priority = 0;
    return 0;
}
int pthread_setschedparam(pthread_t t, int policy, const struct sched_param *p) {
    (void)t, (void)policy, (void)p;
    return 0;
}
int pthread_setschedprio(pthread_t t, int prio) {
    (void)t, (void)prio;
    return 0;
}
int pthread_getcpuclockid(pthread_t t, clockid_t *id) {
    (void)t;
    *id = CLOCK_THREAD_CPUTIME_ID;
    return 0;
}

/* attributes */
int pthread_attr_init(pthread_attr_t *a) {
    __builtin_memset(a, 0, sizeof *a);
    a->__stacksize = 8 << 20;
    return 0;
}
int pthread_attr_destroy(pthread_attr_t *a) {
    (void)a;
    return 0;
}
int pthread_attr_getdetachstate(const pthread_attr_t *a, int *s) {
    *s = a->__detachstate;
    return 0;
}
int pthread_attr_setdetachstate(pthread_attr_t *a, int s) {
    if (s != PTHREAD_CREATE_JOINABLE && s != PTHREAD_CREATE_DETACHED)
        return EINVAL;
    a->__detachstate = s;
    return 0;
}
int pthread_attr_getstacksize(const pthread_attr_t *a, size_t *s) {
    *s = a->__stacksize;
    return 0;
}
int pthread_attr_setstacksize(pthread_attr_t *a, size_t s) {
    if (s < PTHREAD_STACK_MIN)
        return EINVAL;
    a->__stacksize = s;
    return 0;
}
int pthread_attr_getstack(const pthread_attr_t *a, void **addr, size_t *s) {
    *addr = a->__stackaddr;
    *s = a->__stacksize;
    return 0;
}
int pthread_attr_setstack(pthread_attr_t *a, void *addr, size_t s) {
    if (s < PTHREAD_STACK_MIN)
        return EINVAL;
    a->__stackaddr = addr;
    a->__stacksize = s;
    return 0;
}
int pthread_attr_getguardsize(const pthread_attr_t *a, size_t *s) {
    *s = (size_t)a->__guardsize;
    return 0;
}
int pthread_attr_setguardsize(pthread_attr_t *a, size_t s) {
    a->__guardsize = (int)s;
    return 0;
}
int pthread_attr_getscope(const pthread_attr_t *a, int *s) {
    *s = a->__scope;
    return 0;
}
int pthread_attr_setscope(pthread_attr_t *a, int s) {
    if (s != PTHREAD_SCOPE_SYSTEM && s != PTHREAD_SCOPE_PROCESS)
        return EINVAL;
    if (s == PTHREAD_SCOPE_PROCESS)
        return ENOTSUP;
    a->__scope = s;
    return 0;
}
int pthread_attr_getinheritsched(const pthread_attr_t *a, int *s) {
    *s = a->__inheritsched;
    return 0;
}
int pthread_attr_setinheritsched(pthread_attr_t *a, int s) {
    if (s != PTHREAD_INHERIT_SCHED && s != PTHREAD_EXPLICIT_SCHED)
        return EINVAL;
    a->__inheritsched = s;
    return 0;
}
int pthread_attr_getschedpolicy(const pthread_attr_t *a, int *p) {
    *p = a->__policy;
    return 0;
}
int pthread_attr_setschedpolicy(pthread_attr_t *a, int p) {
    a->__policy = p;
    return 0;
}
int pthread_attr_getschedparam(const pthread_attr_t *a, struct sched_param *p) {
    p->sched_priority = a->__priority;
    return 0;
}
int pthread_attr_setschedparam(pthread_attr_t *a, const struct sched_param *p) {
    a->__priority = p->sched_priority;
    return 0;
}

/* Thread names (GNU): at most 15 characters. A thread starts with its
 * creator's name, the first with the program's (Linux's comm). */
int pthread_setname_np(pthread_t id, const char *name) {
    /* a name set by one thread and read by another: both are visible */
    __dios_visible_entry(__dios_state()->thread_table_token, 1);
    struct dios_thread *t = __dios_find_thread(id);
    if (!t)
        return ESRCH;
    if (__dios_strlen(name) > 15)
        return ERANGE;
    if (t->label)
        __vm_obj_free(t->label);
    t->label = __dios_strdup(name);
    return 0;
}

int pthread_getname_np(pthread_t id, char *buf, size_t len) {
    /* a name set by one thread and read by another: both are visible */
    __dios_visible_entry(__dios_state()->thread_table_token, 1);
    struct dios_thread *t = __dios_find_thread(id);
    if (!t)
        return ESRCH;
    if (len < 16)
        return ERANGE;
    const char *name = t->label;
    size_t n;
    if (!name) {
        struct dios_state *st = __dios_state();
        name = st->argc > 0 && st->argv[0] ? st->argv[0] : "divm";
        for (const char *p = name; *p; p++)
            if (*p == '/' && p[1])
                name = p + 1;
    }
    n = __dios_strlen(name);
    if (n > 15)
        n = 15;
    __builtin_memcpy(buf, name, n);
    buf[n] = 0;
    return 0;
}

/* prctl's thread names: PR_SET_NAME keeps the first 15 characters (Linux
 * truncates, where pthread_setname_np refuses), PR_GET_NAME fills 16
 * bytes. The name is read as the pointer it is passed as. */
int prctl(int option, ...) {
    va_list ap;
    va_start(ap, option);
    int r = 0;
    if (option == PR_SET_NAME) {
        const char *name = va_arg(ap, const char *);
        char kept[16];
        size_t n = 0;
        while (n < 15 && name[n]) /* Linux reads at most 16 bytes */
            n++;
        __builtin_memcpy(kept, name, n);
        kept[n] = 0;
        pthread_setname_np(pthread_self(), kept);
    } else if (option == PR_GET_NAME) {
        pthread_getname_np(pthread_self(), va_arg(ap, char *), 16);
    } else {
        errno = EINVAL;
        r = -1;
    }
    va_end(ap);
    return r;
}

/* The attributes the thread runs with: the defaults, and whether it is
 * detached. */
int pthread_getattr_np(pthread_t id, pthread_attr_t *a) {
    struct dios_thread *t = __dios_find_thread(id);
    if (!t)
        return ESRCH;
    pthread_attr_init(a);
    return pthread_attr_setdetachstate(a, t->detached ? PTHREAD_CREATE_DETACHED : PTHREAD_CREATE_JOINABLE);
}
