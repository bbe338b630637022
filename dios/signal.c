/* signal.c -- signal dispositions, masks and delivery, abort() included.
 * Nothing delivers signals asynchronously: raise() (and kill() of
 * ourselves) runs the handler synchronously or takes the default action. A
 * signal the thread blocks stays pending until it is unblocked
 * (sigprocmask, the end of a handler), taken by sigwait, or delivered in
 * sigsuspend (alarm.c). While a handler runs, its signal (unless
 * SA_NODEFER) and its sa_mask are blocked. */
#include "dios.h"
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

static struct dios_sig *sigs(void) {
    struct dios_state *st = __dios_state();
    if (!st->sigs)
        st->sigs = __dios_alloc(sizeof *st->sigs);
    return st->sigs;
}

static int valid(int sig) { return sig > 0 && sig < DIOS_NSIG; }

__sighandler_t signal(int sig, __sighandler_t handler) {
    if (!valid(sig) || sig == SIGKILL || sig == SIGSTOP) {
        errno = EINVAL;
        return SIG_ERR;
    }
    struct dios_sig *s = sigs();
    __sighandler_t old = (__sighandler_t)s->handler[sig];
    s->handler[sig] = (void *)handler;
    s->flags[sig] = SA_RESTART;
    s->mask[sig] = 0;
    if (handler == SIG_IGN)
        s->pending &= ~(1ull << (sig - 1));
    return old;
}

static uint64_t bit(int sig) { return 1ull << (sig - 1); }

/* The signals that can never be blocked. */
#define UNBLOCKABLE (bit(SIGKILL) | bit(SIGSTOP))

static uint64_t set_bits(const sigset_t *set) { return set->__val[0]; }

int sigaction(int sig, const struct sigaction *act, struct sigaction *old) {
    if (!valid(sig) || (act && (sig == SIGKILL || sig == SIGSTOP))) {
        errno = EINVAL;
        return -1;
    }
    struct dios_sig *s = sigs();
    if (old) {
        __builtin_memset(old, 0, sizeof *old);
        if (s->flags[sig] & SA_SIGINFO)
            old->sa_sigaction = (void (*)(int, siginfo_t *, void *))s->handler[sig];
        else
            old->sa_handler = (__sighandler_t)s->handler[sig];
        old->sa_flags = s->flags[sig];
        old->sa_mask.__val[0] = s->mask[sig];
    }
    if (act) {
        s->flags[sig] = act->sa_flags;
        s->handler[sig] = (act->sa_flags & SA_SIGINFO) ? (void *)act->sa_sigaction : (void *)act->sa_handler;
        s->mask[sig] = set_bits(&act->sa_mask) & ~UNBLOCKABLE;
        /* POSIX: setting SIG_IGN discards a pending signal */
        if (s->handler[sig] == (void *)SIG_IGN)
            s->pending &= ~bit(sig);
    }
    return 0;
}

/* Signals whose default action is to do nothing (or to stop, which we
 * treat the same since nothing could continue us). */
static int ignored_by_default(int sig) {
    return sig == SIGCHLD || sig == SIGURG || sig == SIGWINCH || sig == SIGCONT || sig == SIGSTOP ||
           sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU;
}

/* Act on `sig` now: ignore it, take the default action or run the handler
 * (an SA_SIGINFO handler sees `code` and `value`). */
static void deliver_info(int sig, int code, union sigval value) {
    struct dios_sig *s = sigs();
    void *h = s->handler[sig];
    int flags = s->flags[sig];
    if (h == (void *)SIG_IGN)
        return;
    if (h == (void *)SIG_DFL) {
        if (ignored_by_default(sig))
            return;
        if (sig == SIGABRT)
            abort();
        struct dios_msg m = {{0}, 0};
        __dios_msg_str(&m, "other: the program was killed by signal ");
        __dios_msg_udec(&m, (unsigned)sig);
        __dios_error(NULL, m.buf);
    }
    if (flags & SA_RESETHAND)
        s->handler[sig] = (void *)SIG_DFL;
    struct dios_thread *self = __dios_self();
    uint64_t saved = self->sigmask;
    self->sigmask |= s->mask[sig] | ((flags & SA_NODEFER) ? 0 : bit(sig));
    if (flags & SA_SIGINFO) {
        siginfo_t info;
        __builtin_memset(&info, 0, sizeof info);
        info.si_signo = sig;
        info.si_code = code;
        info.si_value = value;
        info.si_pid = getpid();
        ((void (*)(int, siginfo_t *, void *))h)(sig, &info, NULL);
    } else {
        ((__sighandler_t)h)(sig);
    }
    self = __dios_self();
    self->sigmask = saved;
    __dios_deliver_pending();
}

static void deliver(int sig, int code) {
    union sigval none = {0};
    deliver_info(sig, code, none);
}

/* A standard signal is pending once: the first sending's si_code is kept
 * (Linux keeps its siginfo and drops the later ones). */
static void set_pending(struct dios_sig *s, int sig, int code) {
    if (!(s->pending & bit(sig)))
        s->code[sig] = code;
    s->pending |= bit(sig);
}

/* Deliver the pending signals the current thread no longer blocks, lowest
 * number first. */
void __dios_deliver_pending(void) {
    for (;;) {
        struct dios_sig *s = sigs();
        uint64_t ready = s->pending & ~__dios_self()->sigmask;
        if (!ready)
            return;
        int sig = __builtin_ctzll(ready) + 1;
        s->pending &= ~bit(sig);
        deliver(sig, s->code[sig]);
    }
}

int __dios_blocked(int sig) { return (__dios_self()->sigmask & bit(sig)) != 0; }

/* abort(): a SIGABRT handler runs first (it may leave with longjmp or
 * exit); if it returns, the process aborts anyway. */
void __dios_abort_handler(void) {
    struct dios_state *st = __dios_state();
    if (!st->sigs || !__dios_self())
        return;
    void *h = st->sigs->handler[SIGABRT];
    if (h == (void *)SIG_DFL || h == (void *)SIG_IGN)
        return;
    __dios_self()->sigmask &= ~bit(SIGABRT);
    deliver(SIGABRT, SI_TKILL); /* glibc's abort() raises it */
}

/* Here rather than in fault.c: SIGABRT's default action is abort(), and
 * abort() runs a SIGABRT handler first. */
void abort(void) {
    __dios_abort_handler();
    if (__dios_state()->abort_ends_path) {
        /* SV-COMP: abort() is how a task says "not this path". */
        __dios_cancel_edge();
        __builtin_unreachable();
    }
    __dios_error(NULL, "assert: abort() called");
}

/* sig, blocked by the thread it is for, becomes pending with the si_code
 * of its first sending: a thread blocked in sigwait for it wakes to take
 * it (each of them tries: the first to run takes it, the others wait
 * again). */
static void make_pending(int sig, int code) {
    struct dios_state *st = __dios_state();
    set_pending(sigs(), sig, code);
    for (unsigned i = 0; i < st->nlive; i++) {
        struct dios_thread *w = st->threads[i];
        if (w->wait == DIOS_W_SIGWAIT && (w->wait_arg & bit(sig)))
            __builtin_memset(&w->wait, 0, DIOS_WAIT_FIELDS);
    }
}

/* Send sig to the current thread; a handler sees `code` (SI_USER for
 * kill, SI_TKILL for raise and pthread_kill: glibc's use tgkill). */
int __dios_sig_send(int sig, int code) {
    if (sig == 0) /* only checks that the thread exists, as kill(pid, 0) does */
        return 0;
    if (!valid(sig)) {
        errno = EINVAL;
        return -1;
    }
    struct dios_sig *s = sigs();
    if (__dios_self()->sigmask & bit(sig)) {
        if (s->handler[sig] != (void *)SIG_IGN)
            make_pending(sig, code);
        return 0;
    }
    deliver(sig, code);
    return 0;
}

int raise(int sig) { return __dios_sig_send(sig, SI_TKILL); }

int kill(pid_t pid, int sig) {
    if (pid != getpid() && pid != 0 && pid != -1) {
        errno = ESRCH;
        return -1;
    }
    if (sig == 0)
        return 0;
    return __dios_sig_send(sig, SI_USER);
}

/* A signal for another thread: it takes it when it next runs (the
 * handler on top of whatever it was doing or blocked in). One it blocks
 * is left pending for the process (divm keeps no pending signals per
 * thread), so that its unblocking, sigsuspend or sigwait takes it. A
 * thread that has ended takes nothing. */
int pthread_kill(pthread_t id, int sig) {
    __dios_visible_entry(__dios_state()->thread_table_token, 1);
    struct dios_thread *t = __dios_find_thread(id);
    if (!t)
        return ESRCH;
    if (sig == 0)
        return 0;
    if (!valid(sig))
        return EINVAL;
    if (t == __dios_self()) {
        __dios_sig_send(sig, SI_TKILL);
        return 0;
    }
    if (t->state != DIOS_T_LIVE || __dios_sig_disposition(sig) == DIOS_SIG_IGNORE)
        return 0;
    if (t->sigmask & bit(sig)) {
        make_pending(sig, SI_TKILL);
        return 0;
    }
    __dios_signal_on(t, sig, SI_TKILL, NULL);
    return 0;
}

int sigemptyset(sigset_t *set) {
    __builtin_memset(set, 0, sizeof *set);
    return 0;
}

int sigfillset(sigset_t *set) {
    __builtin_memset(set, 0xff, sizeof *set);
    return 0;
}

int sigaddset(sigset_t *set, int sig) {
    if (!valid(sig)) {
        errno = EINVAL;
        return -1;
    }
    set->__val[(sig - 1) / 64] |= 1ul << ((sig - 1) % 64);
    return 0;
}

int sigdelset(sigset_t *set, int sig) {
    if (!valid(sig)) {
        errno = EINVAL;
        return -1;
    }
    set->__val[(sig - 1) / 64] &= ~(1ul << ((sig - 1) % 64));
    return 0;
}

int sigismember(const sigset_t *set, int sig) {
    if (!valid(sig)) {
        errno = EINVAL;
        return -1;
    }
    return (set->__val[(sig - 1) / 64] >> ((sig - 1) % 64)) & 1;
}

int sigprocmask(int how, const sigset_t *set, sigset_t *old) {
    struct dios_thread *self = __dios_self();
    uint64_t prev = self->sigmask;
    if (set) {
        uint64_t b = set_bits(set) & ~UNBLOCKABLE;
        if (how == SIG_BLOCK)
            self->sigmask |= b;
        else if (how == SIG_UNBLOCK)
            self->sigmask &= ~b;
        else if (how == SIG_SETMASK)
            self->sigmask = b;
        else {
            errno = EINVAL;
            return -1;
        }
    }
    if (old) {
        sigemptyset(old);
        old->__val[0] = prev;
    }
    __dios_deliver_pending();
    return 0;
}

int pthread_sigmask(int how, const sigset_t *set, sigset_t *old) {
    return sigprocmask(how, set, old) ? EINVAL : 0;
}

int sigpending(sigset_t *set) {
    sigemptyset(set);
    set->__val[0] = sigs()->pending;
    return 0;
}

/* sigsuspend's steps (alarm.c): install the blockable bits of a mask
 * (returning the old one), and whether a signal it unblocks is pending. */
uint64_t __dios_sigmask_swap(uint64_t bits) {
    struct dios_thread *self = __dios_self();
    uint64_t saved = self->sigmask;
    self->sigmask = bits & ~UNBLOCKABLE;
    return saved;
}

uint64_t __dios_sig_ready(void) { return sigs()->pending & ~__dios_self()->sigmask; }

/* kill with a value for an SA_SIGINFO handler (si_code SI_QUEUE). A signal
 * that is blocked stays pending as kill's does, and its value is not kept. */
int sigqueue(pid_t pid, int sig, const union sigval value) {
    if (pid != getpid() && pid != 0)
        return errno = ESRCH, -1;
    if (sig == 0)
        return 0;
    if (!valid(sig))
        return errno = EINVAL, -1;
    struct dios_sig *s = sigs();
    if (__dios_self()->sigmask & bit(sig)) {
        if (s->handler[sig] != (void *)SIG_IGN)
            set_pending(s, sig, SI_QUEUE);
        return 0;
    }
    deliver_info(sig, SI_QUEUE, value);
    return 0;
}

/* A signal the OS generates for the process (a timer's: SI_TIMER), with
 * its value: delivered to the current thread at once, or left pending if
 * it blocks it. 1 if a handler ran. */
int __dios_signal_gen(int sig, int code, void *value) {
    struct dios_sig *s = sigs();
    if (__dios_self()->sigmask & bit(sig)) {
        if (s->handler[sig] != (void *)SIG_IGN)
            set_pending(s, sig, code);
        return 0;
    }
    void *h = s->handler[sig];
    int ran = h != (void *)SIG_IGN && !(h == (void *)SIG_DFL && ignored_by_default(sig));
    union sigval v;
    v.sival_ptr = value;
    deliver_info(sig, code, v);
    return ran;
}

int __dios_sig_disposition(int sig) {
    struct dios_state *st = __dios_state();
    void *h = st->sigs ? st->sigs->handler[sig] : (void *)SIG_DFL;
    if (h == (void *)SIG_IGN || (h == (void *)SIG_DFL && ignored_by_default(sig)))
        return DIOS_SIG_IGNORE;
    if (h == (void *)SIG_DFL)
        return DIOS_SIG_FATAL;
    return (st->sigs->flags[sig] & SA_RESTART) ? DIOS_SIG_RESTART : DIOS_SIG_HANDLER;
}

void __dios_sig_make_pending(int sig, int code) {
    if (__dios_sig_disposition(sig) != DIOS_SIG_IGNORE)
        set_pending(sigs(), sig, code);
}

uint64_t __dios_sig_pending(void) {
    struct dios_state *st = __dios_state();
    return st->sigs ? st->sigs->pending : 0;
}

/* The process is group 1 (getpgrp); 0 names the caller's group. */
int killpg(pid_t pgrp, int sig) {
    if (pgrp < 0)
        return errno = EINVAL, -1;
    if (pgrp > 1)
        return errno = ESRCH, -1;
    return kill(getpid(), sig);
}

/* Handlers run on the thread's stack whatever is set here; the alternate
 * stack is remembered so that it reads back as POSIX says. */
static stack_t alt_stack = {NULL, SS_DISABLE, 0};

int sigaltstack(const stack_t *restrict ss, stack_t *restrict old) {
    if (ss) {
        if (ss->ss_flags & ~SS_DISABLE)
            return errno = EINVAL, -1;
        if (!(ss->ss_flags & SS_DISABLE) && ss->ss_size < MINSIGSTKSZ)
            return errno = ENOMEM, -1;
    }
    if (old)
        *old = alt_stack;
    if (ss) {
        alt_stack = *ss;
        if (ss->ss_flags & SS_DISABLE)
            alt_stack.ss_sp = NULL, alt_stack.ss_size = 0;
    }
    return 0;
}

/* flag 1: the signal interrupts calls (no SA_RESTART); 0: they restart. */
int siginterrupt(int sig, int flag) {
    if (!valid(sig))
        return errno = EINVAL, -1;
    struct dios_sig *s = sigs();
    if (flag)
        s->flags[sig] &= ~SA_RESTART;
    else
        s->flags[sig] |= SA_RESTART;
    return 0;
}

/* Signals delivered onto another thread (pthread_kill, and timer.c's expiries
 * while every thread is blocked): its handler runs on top of what the thread
 * was doing or of its blocked call. */

struct signal_note {
    int sig, code, intr;
    void *value;
};

/* Runs on the chosen thread, on top of its blocked call's frames: the
 * signal, then back to the call, which waits again, or fails with EINTR
 * if it looks at t->intr. */
static void take_signal(void *p) {
    struct signal_note n = *(struct signal_note *)p;
    __vm_obj_free(p);
    int ran = __dios_signal_gen(n.sig, n.code, n.value);
    if (ran && n.intr)
        __dios_self()->intr = n.intr;
}

/* Whether a handler makes the call thread t is blocked in fail with
 * EINTR (POSIX, Linux's signal(7)): poll, select, epoll_wait, pause and
 * sigsuspend always; reads and writes of pipes and sockets and sem_wait
 * unless the handler has SA_RESTART (DIOS_INTR_FAIL). A condition wait
 * waits on (DIOS_INTR_RESUME: glibc's does not wake spuriously for a
 * signal); the other calls (locks, joins, ...) simply wait again (0). */
static int interrupts(const struct dios_thread *t, int disp) {
    switch (t->wait) {
    case DIOS_W_POLL:
    case DIOS_W_EPOLL:
        return DIOS_INTR_FAIL;
    case DIOS_W_FOREVER:
        return t->wait_arg == 1 ? DIOS_INTR_FAIL : 0; /* pause, sigsuspend */
    case DIOS_W_PIPE_RD:
    case DIOS_W_PIPE_WR:
    case DIOS_W_SEM:
        return disp != DIOS_SIG_RESTART ? DIOS_INTR_FAIL : 0;
    case DIOS_W_COND:
        return DIOS_INTR_RESUME;
    default:
        return 0;
    }
}

void __dios_signal_on(struct dios_thread *t, int sig, int code, void *value) {
    struct signal_note *note = __dios_alloc(sizeof *note);
    note->sig = sig;
    note->code = code;
    note->value = value;
    note->intr = interrupts(t, __dios_sig_disposition(sig));
    /* A condition waiter stays one while its handler runs, as a timed
     * waiter (runnable, yet a signal or broadcast still wakes it): POSIX
     * resumes the wait "as if it was not interrupted", so a wake-up sent
     * before the handler ends must not be lost. */
    if (t->wait == DIOS_W_COND) {
        t->timed = DIOS_W_COND;
        t->wait = DIOS_W_NONE;
    } else {
        __builtin_memset(&t->wait, 0, DIOS_WAIT_FIELDS);
    }
    t->frame = __vm_frame_make(take_signal, note, t->frame);
}
