/* dios.h -- DiOS internals shared by the files of the guest OS.
 *
 * All OS state hangs off the STATE control register (one SYSTEM object), so
 * that it is part of the VM state and nothing lives outside it. Symbols that
 * are not part of a public API are prefixed __dios_ because user programs
 * are linked into the same module. */
#ifndef DIOS_DIOS_H
#define DIOS_DIOS_H

#include <hypercalls.h>
#include <stddef.h>
#include <stdint.h>

#define DIOS_NORETURN __attribute__((__noreturn__))
#define DIOS_NOINLINE __attribute__((__noinline__))
/* Hot helpers: DiOS is built at -O0, where a plain inline function stays a
 * call (call, body, ret on every use). */
#define DIOS_INLINE static inline __attribute__((__always_inline__))

#define DIOS_EPOCH_S 1700000000ull /* CLOCK_REALTIME at boot (time.c, timer.c) */

enum dios_mode { DIOS_MODE_RUN, DIOS_MODE_CHECK, DIOS_MODE_SMC };

enum dios_tstate {
    DIOS_T_LIVE,   /* running, runnable or blocked */
    DIOS_T_ZOMBIE, /* finished, waiting to be joined */
};

/* What a blocked thread waits for; the scheduler evaluates the condition. */
enum dios_wait {
    DIOS_W_NONE,    /* runnable */
    DIOS_W_MUTEX,   /* obj: pthread_mutex_t, until it is free */
    DIOS_W_COND,    /* obj: pthread_cond_t, until signalled (t->woken) */
    DIOS_W_JOIN,    /* obj: struct dios_thread, until it is a zombie */
    DIOS_W_RDLOCK,  /* obj: pthread_rwlock_t, until there is no writer */
    DIOS_W_WRLOCK,  /* obj: pthread_rwlock_t, until it is free */
    DIOS_W_BARRIER, /* obj: pthread_barrier_t, until its generation != arg */
    DIOS_W_ONCE,    /* obj: pthread_once_t, until it is done */
    DIOS_W_SEM,     /* obj: sem_t, until its value is positive */
    DIOS_W_SPIN,    /* obj: pthread_spinlock_t, until it is free */
    DIOS_W_FOREVER, /* pause() and friends: never */
    DIOS_W_PIPE_RD, /* obj: struct dios_pipe, until it holds data or has no writer */
    DIOS_W_PIPE_WR, /* obj: struct dios_pipe, until arg bytes fit or it has no reader */
    DIOS_W_FIFO_RD, /* obj: struct dios_pipe, an open for reading: until a writer opened (wgen != arg) */
    DIOS_W_FIFO_WR, /* obj: struct dios_pipe, an open for writing: until a reader opened (rgen != arg) */
    DIOS_W_ACCEPT,  /* obj: struct dios_sock, a listener: until a connection is queued or it is closed */
    DIOS_W_CONNECT, /* obj: struct dios_sock, a listener: until its queue has room or it is closed */
    DIOS_W_POLL,    /* obj: struct pollfd[arg & ~(1 << 63)] (bit 63: select's), until one is ready (poll.c) */
    DIOS_W_FLOCK,   /* obj: struct dios_node, until flock can lock it (arg: exclusively) (flock.c) */
    DIOS_W_MQ_RD,   /* obj: struct dios_mq, until it holds a message (ipc.h) */
    DIOS_W_MQ_WR,   /* obj: struct dios_mq, until a message fits */
    DIOS_W_MSG_RD,  /* obj: struct dios_msq, until a message msgrcv takes is queued or it is removed */
    DIOS_W_MSG_WR,  /* obj: struct dios_msq, until arg bytes fit or it is removed */
    DIOS_W_SEMOP,   /* obj: struct dios_semset, until semop's operations can all be done or it is removed */
    DIOS_W_EPOLL,   /* obj: struct dios_epoll, until an entry would report (ready.h) */
    DIOS_W_SIGWAIT, /* sigwait: never by itself (arg: the signals it takes); timer.c wakes it (sigwaitinfo.c) */
};

struct dios_rights;

struct dios_thread {
    /* the wait fields first (the scheduler reads `wait` of every live
     * thread on every edge: at offset 0 it takes no address computation),
     * contiguous so that one memset clears them */
    int wait;          /* enum dios_wait: what the scheduler checks */
    int timed;         /* a timed wait's kind: it may always run (wait stays DIOS_W_NONE) */
    const void *wait_obj;
    unsigned long wait_arg;
    const char *wait_fn; /* the blocking call, for deadlock reports */
    /* then by size, without holes: a thread is copied, hashed and compared
     * whenever it changes (about every edge), and xxh3 hashes up to 240
     * bytes much faster than more, so keep it within 240 */
    unsigned long id;
    void *frame;       /* continuation while not running */
    unsigned long joiner; /* id of the thread joining this one, 0 if none */
    void *retval;
    void *(*start)(void *);
    int (*start_c11)(void *);
    void *arg;
    void **tls;        /* pthread key values, ntls entries */
    void *tls_block;   /* this thread's __thread variables (control register TLS) */
    uint64_t sigmask;  /* blocked signals: bit sig-1 (signal.c) */
    const void **rdheld; /* rwlocks this thread holds for reading (with repeats) */
    void **robust;     /* robust mutexes it holds (mutex.c): their next owner learns of its end */
    struct __pthread_cleanup *cleanup; /* the innermost cleanup handler pushed (cleanup.c) */
    char *label; /* pthread_setname_np's name (a SYSTEM object), or NULL */
    /* descriptor passing (SCM_RIGHTS; uio.c, pipe.c): what sendmsg sends
     * with its message, what a receive took, whether recvmsg installs it */
    struct dios_rights *rights_out, *rights_in;
    int state;         /* enum dios_tstate */
    int atomic;        /* inside __VERIFIER_atomic_begin/end */
    int err;           /* errno */
    unsigned nheld;    /* mutexes and rwlocks it holds (a cycle of lock waiters needs one: sched.c) */
    unsigned ntls;
    unsigned fpround;  /* its rounding mode as FLAGS bits (_VM_CF_ROUND; fenv.c) */
    unsigned nrdheld, rdheld_cap;
    unsigned nrobust, robust_cap;
    unsigned char detached;
    unsigned char woken;  /* a condition variable wait was signalled */
    unsigned char intr;   /* a handler interrupted its blocked call (signal.c, __dios_signal_on): DIOS_INTR_FAIL or _RESUME */
    /* cancellation (cancel.c, cleanup.c) */
    unsigned char cancel_state;   /* PTHREAD_CANCEL_ENABLE (0) or _DISABLE */
    unsigned char cancel_type;    /* PTHREAD_CANCEL_DEFERRED (0) or _ASYNCHRONOUS */
    unsigned char cancel_pending; /* a request not yet acted on */
    unsigned char end_merged; /* a zombie whose end was part of its last step (thread.c) */
    unsigned char want_rights;
    char name[24];     /* id in decimal: the text of the SCHED trace */
};


/* the bytes from t->wait to the end of t->wait_fn */
#define DIOS_WAIT_FIELDS (offsetof(struct dios_thread, wait_fn) + sizeof(const char *) - offsetof(struct dios_thread, wait))

struct dios_key {
    int used;
    void (*dtor)(void *);
};

/* An exit handler: atexit's takes nothing, on_exit's the status and arg. */
struct dios_exit_fn {
    void (*plain)(void);
    void (*with_status)(int, void *);
    void *arg;
};

struct dios_state {
    /* configuration from the boot environment */
    int mode;
    int malloc_may_fail;
    int ignore_exit;
    int abort_ends_path; /* divm.abort-ends-path: abort() ends the path, no error (SV-COMP) */
    int spurious;
    int ltl; /* divm.ltl: memory stays observed while one thread runs */
    int por; /* divm.por: sync-point reduction; a thread's end is a visible action */
    int nondet_lo_set, nondet_hi_set;
    int symbolic;          /* divm.symbolic: integer nondets are __vm_input terms */
    int describe;          /* divm.describe: say each nondet value (a counterexample's replay) */
    int float_ieee;        /* divm.float-ieee: float division by zero is no error (ubsan.c) */
    int ub_overflow;       /* divm.ub-overflow: signed left shifts that overflow are errors (ubsan.c) */
    long long nondet_lo, nondet_hi;

    /* process */
    int terminated;
    int argc;
    char **argv;
    char **envp;
    struct dios_exit_fn *atexit_fns; /* atexit and on_exit, in one order */
    unsigned natexit, atexit_cap;
    void (**quick_fns)(void);
    unsigned nquick, quick_cap;
    int fini;              /* exit() ran or runs the destructors (ctors.c) */
    uint64_t clock_ns;     /* the monotonic clock (time.c) */
    uint64_t alarm_ns;     /* when alarm() fires (clock_ns), 0 if not armed (alarm.c) */
    uint64_t alarm_every;  /* ITIMER_REAL's interval: the alarm re-arms (ns), or 0 */
    uint64_t caveats;      /* which nondet caveats were already reported */
    struct dios_timer *timers; /* timer_create's timers, by id (timer.c) */
    void *brk_base;        /* the program break's region, NULL until used (brk.c) */
    size_t brk_size;       /* the break's distance from brk_base */
    unsigned ntimers, timers_cap;
    /* when every live thread is blocked: let time pass to the next timer or
     * alarm expiry that can make progress; the thread to run, or NULL (a
     * deadlock). Set by alarm.c and timer.c once something was armed
     * (a pointer, so that sched.c does not depend on them) */
    struct dios_thread *(*idle)(struct dios_state *st);

    /* threads: the live ones by id, then the zombies by id (thread.c), so
     * that the scheduler scans only the first nlive */
    struct dios_thread **threads;
    unsigned nthreads, threads_cap;
    unsigned nlive;      /* threads in state DIOS_T_LIVE */
    /* nonzero sends the scheduler off its common path: one per thread
     * inside an atomic section (t->atomic > 0), one in run and smc mode, one while
     * more than 64 threads live, one once the process terminated, and
     * one once a thread changed its rounding mode (fenv.c)
     * (one test on the path every edge takes) */
    unsigned special;
    int fpround_used; /* a thread left round-to-nearest once: each switch sets FLAGS' mode (fenv.c) */
    unsigned long next_tid;
    int nowait_join;       /* a join that does not wait was called: thread ends are steps (thread.c) */
    unsigned long rr_last; /* run mode only: the thread that ran last */
    /* a shared 1-byte object standing for the thread table: creating a
     * thread is a visible action on it (thread ids depend on the order of
     * creations) */
    void *thread_table_token;
    void *tls_template; /* initial image of the __thread variables, from the VM */
    struct dios_key *keys;
    unsigned nkeys, keys_cap;

    /* the file system and the descriptor table (fs.c) */
    struct dios_fs *fs;

    /* signal dispositions, allocated on first use */
    struct dios_sig *sigs;

    /* memory mappings (mman.c) */
    struct dios_map *maps;
    unsigned nmaps, maps_cap;
};

struct dios_map {
    void *addr; /* the object mmap made, NULL once unmapped */
    size_t len; /* its size: whole pages */
    int anon;
};

#define DIOS_NSIG 65
struct dios_sig {
    void *handler[DIOS_NSIG]; /* SIG_DFL, SIG_IGN or a function */
    int flags[DIOS_NSIG];     /* SA_* */
    uint64_t mask[DIOS_NSIG]; /* sa_mask: blocked while the handler runs */
    uint64_t pending;         /* raised while blocked: bit sig-1 */
    int code[DIOS_NSIG];      /* si_code of the pending one: its first sending's */
};

DIOS_INLINE struct dios_state *__dios_state(void) {
    return (struct dios_state *)(uintptr_t)__vm_ctl_get(_VM_CR_STATE);
}

/* Discard this edge and end it (a failed assumption, a blocked thread).
 * Inlined: the scheduler takes it for every blocked choice. */
DIOS_INLINE void __dios_cancel_edge(void) {
    __vm_ctl_flag(0, _VM_CF_CANCEL);
    __vm_ctl_set(_VM_CR_FRAME, 0);
}

/* The process is over: the scheduler cancels every later edge. */
DIOS_INLINE void __dios_set_terminated(struct dios_state *st) {
    if (!st->terminated) {
        st->terminated = 1;
        st->special++;
    }
}

/* A failed try is about to repeat its visible action (__dios_try_visible);
 * 0 between edges. A register, not a field of the thread: the interrupt
 * handler clears it with one VM call instead of testing a field. */
#define DIOS_CR_RETRY _VM_CR_USER2

/* The running thread (NULL between edges) lives in a control register, not
 * in the state object: switching threads then writes no object, so no
 * edge copies the state object only to set and clear it. */
DIOS_INLINE struct dios_thread *__dios_self(void) { return (struct dios_thread *)(uintptr_t)__vm_ctl_get(_VM_CR_USER1); }
DIOS_INLINE void __dios_set_self(struct dios_thread *t) { __vm_ctl_set(_VM_CR_USER1, (uint64_t)(uintptr_t)t); }

/* Whether the calling thread must act on a cancellation request now
 * (cancel.c). Inline: every cancellation point, and every join, asks. */
DIOS_INLINE int __dios_cancel_due(void) {
    const struct dios_thread *t = __dios_self();
    return t->cancel_pending && t->cancel_state == 0; /* PTHREAD_CANCEL_ENABLE (cleanup.c) */
}

/* always_inline also because a called function would return its own frame. */
DIOS_INLINE void *__dios_frame(void) { return (void *)(uintptr_t)__vm_ctl_get(_VM_CR_FRAME); }

/* The live thread t waits on obj for `kind`, timed or not. */
DIOS_INLINE int __dios_waits_on(const struct dios_thread *t, int kind, const void *obj) {
    return (t->wait == kind || t->timed == kind) && t->wait_obj == obj && t->state == DIOS_T_LIVE;
}

/* A visible action on `obj`: other threads may run before this point. */
DIOS_INLINE void __dios_visible(const void *obj, size_t size) {
    __vm_interrupt_mem(obj, size, _VM_MA_BOTH);
}

/* __dios_visible as the first thing a call does: if it fires, the call is
 * undone and the thread suspends before it (_VM_MA_RESTART), so no frame
 * of the call outlives the edge. Only for calls that have done nothing
 * before this point that running them again would not redo. */
DIOS_INLINE void __dios_visible_entry(const void *obj, size_t size) {
    __vm_interrupt_mem(obj, size, _VM_MA_BOTH | _VM_MA_RESTART);
}

/* The visible action that starts a try of a blocking call by thread t on
 * `obj` (waiting for `kind`, in the call `fn`). Untimed, the thread is
 * marked a waiter while the interrupt may fire, so if it fires (another
 * visible action came first in this edge) the thread is suspended as a
 * waiter: "about to try" and "blocked after a failed try" are one state,
 * which the scheduler runs only when the wait is over. A failed try sets
 * the retry register (DIOS_CR_RETRY) and comes back here: being the edge's
 * second visible action, it fires, and the interrupt handler clears the
 * register. Untimed, the call restarts if it fires (_VM_MA_RESTART): every
 * caller has done nothing before its tries that running it again would
 * not redo, and the waiter marks are redone too. Returns nonzero
 * when a failed try must block in __dios_wait instead: a timed call, or a
 * retry that did not fire (kernel mode, a single live thread, an object
 * no other thread can reach). */
DIOS_INLINE int __dios_try_visible(struct dios_thread *t, int kind, const void *obj, size_t size, const char *fn,
                                   int timed) {
    if (timed) {
        __vm_interrupt_mem(obj, size, _VM_MA_BOTH);
        return 1;
    }
    t->wait = kind;
    t->wait_obj = obj;
    t->wait_fn = fn;
    __vm_interrupt_mem(obj, size, _VM_MA_BOTH | _VM_MA_RESTART);
    int block = __vm_ctl_get(DIOS_CR_RETRY) != 0;
    __vm_ctl_set(DIOS_CR_RETRY, 0);
    __builtin_memset(&t->wait, 0, DIOS_WAIT_FIELDS);
    return block;
}

/* memory.c */
void *__dios_alloc(size_t size); /* zeroed SYSTEM object */
/* ctors.c: the program's constructors (before main) and destructors (at exit) */
void __dios_run_ctors(void);
void __dios_run_dtors(void);
/* The state of a robust mutex, in its __robust (mutex.c; thread.c frees
 * those an ending thread holds, cond.c takes one back after a wait). */
#define DIOS_ROBUST_ATTR 1   /* PTHREAD_MUTEX_ROBUST */
#define DIOS_ROBUST_DIED 2   /* its owner ended holding it: the next lock says so */
#define DIOS_ROBUST_INCONS 4 /* locked after that, not yet made consistent */
#define DIOS_ROBUST_DEAD 8   /* unlocked while inconsistent: not recoverable */

/* A robust mutex was taken (`robust` is its __robust): whether its last
 * owner ended holding it (the caller returns EOWNERDEAD), which makes it
 * inconsistent until pthread_mutex_consistent. */
DIOS_INLINE int __dios_robust_taken(int *robust) {
    if (!(*robust & DIOS_ROBUST_DIED))
        return 0;
    *robust = (*robust & ~DIOS_ROBUST_DIED) | DIOS_ROBUST_INCONS;
    return 1;
}
void *__dios_grow(void *p, unsigned *cap, unsigned need, size_t elem);
size_t __dios_strlen(const char *s);
char *__dios_strdup(const char *s);

/* sched.c */
void __dios_yield(void); /* suspend; returns when scheduled again */
void __dios_wait(int kind, const void *obj, unsigned long arg, const char *fn, int timed);
void __dios_schedule(void);
void __dios_interrupt(void *interrupted);
void __dios_solo(const struct dios_state *st);

/* After a failed try whose __dios_try_visible returned `block`: mark a
 * retry, or block in __dios_wait until the wait is over (a timed wait: until
 * the scheduler picks the thread). Returns whether it waited; the caller
 * then tries again, and a timed call that still fails gives up. */
DIOS_INLINE int __dios_try_again(struct dios_thread *t, int block, int kind, const void *obj, const char *fn,
                                 int timed) {
    if (!block) {
        __vm_ctl_set(DIOS_CR_RETRY, 1);
        return 0;
    }
    __dios_wait(kind, obj, 0, fn, timed);
    return 1;
}

/* fault.c */
DIOS_NORETURN void __dios_error(const void *frame, const char *msg);
void __dios_fault(int kind, void *frame, void *pc);

/* signal.c */
void __dios_abort_handler(void); /* run a SIGABRT handler before aborting */
int __dios_blocked(int sig);      /* the current thread blocks sig */
void __dios_deliver_pending(void); /* the pending signals no longer blocked */
uint64_t __dios_sigmask_swap(uint64_t bits); /* set the mask (less SIGKILL, SIGSTOP); the old one */
uint64_t __dios_sig_ready(void);  /* pending signals the current thread does not block */
int __dios_signal_gen(int sig, int code, void *value); /* the OS raises sig (value: sival_ptr); 1 if a handler ran */

/* What a signal's expiry would do (signal.c): */
#define DIOS_SIG_IGNORE 0  /* nothing */
#define DIOS_SIG_FATAL 1   /* end the process (its default action) */
#define DIOS_SIG_HANDLER 2 /* run a handler */
#define DIOS_SIG_RESTART 3 /* run a handler installed with SA_RESTART */
int __dios_sig_disposition(int sig);
uint64_t __dios_sig_pending(void); /* the process's pending signals */
void __dios_sig_make_pending(int sig, int code); /* generated while every thread blocks it (unless ignored) */
int __dios_sig_send(int sig, int code); /* raise() with the si_code a handler sees (raise's is SI_TKILL) */
/* Make suspended live thread t, which does not block sig, take it when it
 * next runs: the handler (or default action) on top of its frames, then
 * back to what it was doing; a blocked call it interrupts waits again or
 * fails with EINTR, as for a timer's signal (pthread_kill, timer.c). */
void __dios_signal_on(struct dios_thread *t, int sig, int code, void *value);

/* A blocked call that a handler interrupted (timer.c's idle expiry, which
 * marks only calls that look at t->intr): it fails with EINTR
 * (DIOS_INTR_FAIL), or a condition wait waits on (DIOS_INTR_RESUME). */
#define DIOS_INTR_FAIL 1
#define DIOS_INTR_RESUME 2
/* Clears a DIOS_INTR_FAIL mark; whether there was one. */
DIOS_INLINE int __dios_intr_take(struct dios_thread *t) {
    if (t->intr != DIOS_INTR_FAIL)
        return 0;
    t->intr = 0;
    return 1;
}

/* timer.c: POSIX timers (timer_create) */
uint64_t __dios_timer_next(uint64_t sigs); /* earliest expiry that notifies (sigs: which signals count), or UINT64_MAX */
union sigval;
unsigned long __dios_sigev_thread(void (*fn)(union sigval), void *value); /* SIGEV_THREAD: a detached thread runs fn(value); its id */
int __dios_timer_fire(uint64_t upto); /* expire the earliest due by upto: 0 none, 1 a handler ran, 2 other */
struct dios_thread *__dios_timer_idle(struct dios_state *st); /* st->idle */

/* alarm.c */
int __dios_alarm_fire(void);      /* deliver an armed alarm now; 1 if there was one */
uint64_t __dios_sleep(uint64_t ns); /* sleep; the time left if an alarm cut it short */

/* exit.c */
DIOS_NORETURN void __dios_terminate(int status);

/* thread.c */
struct dios_thread *__dios_new_thread(void);
struct dios_thread *__dios_find_thread(unsigned long id);
void __dios_remove_thread(struct dios_thread *t);
int __dios_thread_create(unsigned long *id, int detached, void *(*start)(void *),
                         int (*start_c11)(void *), void *arg);
DIOS_NORETURN void __dios_thread_exit(void *ret);
int __dios_join(unsigned long id, void **ret, const char *fn);
DIOS_NORETURN void __dios_cancel_act(void); /* act on a request: handlers, destructors, exit */
void __dios_cancel_point(void);           /* a cancellation point: act if due (cancel.c) */

/* cleanup.c */
void __dios_run_cleanups(struct dios_thread *t);

/* tls.c */
void __dios_run_key_dtors(struct dios_thread *t);
void *__dios_tls_block(void);             /* a fresh copy of the template */
void __dios_tls_free(struct dios_thread *t);

/* The time-stamp counter, for the intrinsics lowering sends here (time.c). */
uint64_t __dios_rdtsc(void);
/* The clock's value, for every reading that can reach the program; and
 * whether any code still to run may read it (clock.c) */
uint64_t __dios_clock(void);
int __dios_clock_may_be_read(void);

/* A small string builder for messages (no libc in the kernel). */
struct dios_msg {
    char buf[320];
    unsigned len;
};
void __dios_msg_str(struct dios_msg *m, const char *s);
void __dios_msg_dec(struct dios_msg *m, long long v);
void __dios_msg_udec(struct dios_msg *m, unsigned long long v);
/* Where p points, as the VM names it ("`m`", "heap memory allocated at
 * f.c:6"): a report names the program's objects, not their addresses. */
void __dios_msg_place(struct dios_msg *m, const void *p);

/* A call divm does not model fails (the caller sets errno, ENOSYS as a
 * kernel without it would) and says so in a caveat ("caveat: FN is not
 * modelled by divm: it fails with ENOSYS"), which the report lists and
 * which withholds an SV-COMP `true` (docs/svcomp.md). */
DIOS_INLINE void __dios_unmodelled(const char *fn) {
    struct dios_msg m = {{0}, 0};
    __dios_msg_str(&m, "caveat: ");
    __dios_msg_str(&m, fn);
    __dios_msg_str(&m, " is not modelled by divm: it fails with ENOSYS");
    __vm_trace(_VM_T_INFO, m.buf);
}

/* pthread misuse that POSIX leaves undefined: an error of kind pthread. */
DIOS_NORETURN void __dios_misuse(const char *fn, const char *what, const void *obj);

/* Whether thread t holds rwlock l for reading (rwlock.c, and sched.c's
 * cycles: inline, so that neither file needs the other). */
DIOS_INLINE int __dios_rwlock_reads(const struct dios_thread *t, const void *l) {
    for (unsigned i = 0; i < t->nrdheld; i++)
        if (t->rdheld[i] == l)
            return 1;
    return 0;
}

/* Whether a new read lock of rwlock l by thread t must wait behind a
 * writer: l prefers writers (PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP,
 * 2 in its __kind: the one kind glibc honours), readers hold it, and
 * another thread waits to write it (rwlock.c, sched.c). Then a reader
 * that locks it again waits too, as on glibc. `l` is a pthread_rwlock_t
 * given as its __kind and __readers, so that dios.h needs no pthread.h. */
DIOS_INLINE int __dios_rwlock_writer_first(const struct dios_state *st, const void *l, int kind, unsigned readers,
                                           const struct dios_thread *t) {
    if (kind != 2 || readers == 0)
        return 0;
    for (unsigned i = 0; i < st->nlive; i++)
        if (st->threads[i] != t && __dios_waits_on(st->threads[i], DIOS_W_WRLOCK, l))
            return 1;
    return 0;
}

#endif
