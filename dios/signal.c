/* signal.c -- signal dispositions. Nothing delivers signals asynchronously;
 * raise() (and kill() of ourselves) runs the handler synchronously or
 * takes the default action. */
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
    return old;
}

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
    }
    if (act) {
        s->flags[sig] = act->sa_flags;
        s->handler[sig] = (act->sa_flags & SA_SIGINFO) ? (void *)act->sa_sigaction : (void *)act->sa_handler;
    }
    return 0;
}

/* Signals whose default action is to do nothing (or to stop, which we
 * treat the same since nothing could continue us). */
static int ignored_by_default(int sig) {
    return sig == SIGCHLD || sig == SIGURG || sig == SIGWINCH || sig == SIGCONT || sig == SIGSTOP ||
           sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU;
}

int raise(int sig) {
    if (!valid(sig)) {
        errno = EINVAL;
        return -1;
    }
    struct dios_sig *s = sigs();
    void *h = s->handler[sig];
    int flags = s->flags[sig];
    if (h == (void *)SIG_IGN)
        return 0;
    if (h == (void *)SIG_DFL) {
        if (ignored_by_default(sig))
            return 0;
        if (sig == SIGABRT)
            abort();
        struct dios_msg m = {{0}, 0};
        __dios_msg_str(&m, "other: the program was killed by signal ");
        __dios_msg_udec(&m, (unsigned)sig);
        __dios_error(NULL, m.buf);
    }
    if (flags & SA_RESETHAND)
        s->handler[sig] = (void *)SIG_DFL;
    if (flags & SA_SIGINFO) {
        siginfo_t info;
        __builtin_memset(&info, 0, sizeof info);
        info.si_signo = sig;
        info.si_pid = getpid();
        ((void (*)(int, siginfo_t *, void *))h)(sig, &info, NULL);
    } else {
        ((__sighandler_t)h)(sig);
    }
    return 0;
}

int kill(pid_t pid, int sig) {
    if (pid != getpid() && pid != 0 && pid != -1) {
        errno = ESRCH;
        return -1;
    }
    if (sig == 0)
        return 0;
    return raise(sig);
}

int pthread_kill(pthread_t t, int sig) {
    if (!__dios_find_thread(t))
        return ESRCH;
    if (sig == 0)
        return 0;
    if (!valid(sig))
        return EINVAL;
    raise(sig);
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

/* No signal is ever pending, so masks have no effect. */
int sigprocmask(int how, const sigset_t *set, sigset_t *old) {
    if (old)
        sigemptyset(old);
    if (set && how != SIG_BLOCK && how != SIG_UNBLOCK && how != SIG_SETMASK) {
        errno = EINVAL;
        return -1;
    }
    return 0;
}

int pthread_sigmask(int how, const sigset_t *set, sigset_t *old) {
    return sigprocmask(how, set, old) ? EINVAL : 0;
}

int sigpending(sigset_t *set) { return sigemptyset(set); }

int sigwait(const sigset_t *set, int *sig) {
    (void)set, (void)sig;
    for (;;)
        __dios_wait(DIOS_W_FOREVER, NULL, 0, "sigwait", 0);
}
