/* signal.h -- minimal: handlers can be installed and raise() calls them;
 * nothing sends asynchronous signals. */
#ifndef _DIVM_SIGNAL_H
#define _DIVM_SIGNAL_H
#include <bits/cdefs.h>
#include <bits/types.h>
#include <bits/timespec.h>
#include <bits/pthreadtypes.h>
__DIVM_BEGIN_DECLS

#ifndef __DIVM_PID_T
#define __DIVM_PID_T
typedef __divm_pid_t pid_t;
#endif
#ifndef __DIVM_UID_T
#define __DIVM_UID_T
typedef __divm_uid_t uid_t;
#endif
#define __need_size_t
#include <stddef.h>

typedef int sig_atomic_t;
typedef void (*__sighandler_t)(int);
typedef __sighandler_t sighandler_t;
typedef __sighandler_t sig_t;

typedef struct {
    unsigned long __val[16];
} sigset_t;

union sigval {
    int sival_int;
    void *sival_ptr;
};

/* How a timer (timer_create) notifies its expiry. */
#define SIGEV_SIGNAL 0
#define SIGEV_NONE 1
#define SIGEV_THREAD 2
struct sigevent {
    union sigval sigev_value;
    int sigev_signo;
    int sigev_notify;
    void (*sigev_notify_function)(union sigval);
    pthread_attr_t *sigev_notify_attributes;
    long __pad[4]; /* 64 bytes, as glibc's */
};

typedef struct {
    int si_signo;
    int si_errno;
    int si_code;
    int __pad0;
    pid_t si_pid;
    uid_t si_uid;
    void *si_addr;
    int si_status;
    union sigval si_value;
    long __pad[10];
} siginfo_t;

struct sigaction {
    union {
        __sighandler_t sa_handler;
        void (*sa_sigaction)(int, siginfo_t *, void *);
    } __sa_handler;
    sigset_t sa_mask;
    int sa_flags;
    void (*sa_restorer)(void);
};
#define sa_handler __sa_handler.sa_handler
#define sa_sigaction __sa_handler.sa_sigaction

#define SIG_ERR ((__sighandler_t)-1)
#define SIG_DFL ((__sighandler_t)0)
#define SIG_IGN ((__sighandler_t)1)

#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGIOT 6
#define SIGBUS 7
#define SIGFPE 8
#define SIGKILL 9
#define SIGUSR1 10
#define SIGSEGV 11
#define SIGUSR2 12
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGSTKFLT 16
#define SIGCHLD 17
#define SIGCONT 18
#define SIGSTOP 19
#define SIGTSTP 20
#define SIGTTIN 21
#define SIGTTOU 22
#define SIGURG 23
#define SIGXCPU 24
#define SIGXFSZ 25
#define SIGVTALRM 26
#define SIGPROF 27
#define SIGWINCH 28
#define SIGIO 29
#define SIGPOLL SIGIO
#define SIGPWR 30
#define SIGSYS 31
#define SIGRTMIN 34
#define SIGRTMAX 64
#define NSIG 65
#define _NSIG 65

#define SA_NOCLDSTOP 1
#define SA_NOCLDWAIT 2
#define SA_SIGINFO 4
#define SA_ONSTACK 0x08000000
#define SA_RESTART 0x10000000
#define SA_NODEFER 0x40000000
#define SA_RESETHAND 0x80000000

#define SIG_HOLD ((__sighandler_t)2)

/* si_code values */
#define SI_USER 0
#define SI_QUEUE (-1)
#define SI_TIMER (-2)
#define SI_MESGQ (-3)
#define SI_ASYNCIO (-4)
#define SI_TKILL (-6)
#define SI_SIGIO (-5)
#define SI_KERNEL 0x80

typedef struct {
    void *ss_sp;
    int ss_flags;
    size_t ss_size;
} stack_t;
#define SS_ONSTACK 1
#define SS_DISABLE 2
#define MINSIGSTKSZ 2048
#define SIGSTKSZ 8192

#define SIG_BLOCK 0
#define SIG_UNBLOCK 1
#define SIG_SETMASK 2

__sighandler_t signal(int sig, __sighandler_t handler);
int raise(int sig);
int kill(pid_t pid, int sig);
int sigaction(int sig, const struct sigaction *__restrict act, struct sigaction *__restrict old);
int sigemptyset(sigset_t *set);
int sigfillset(sigset_t *set);
int sigaddset(sigset_t *set, int sig);
int sigdelset(sigset_t *set, int sig);
int sigismember(const sigset_t *set, int sig);
int sigprocmask(int how, const sigset_t *__restrict set, sigset_t *__restrict old);
int pthread_sigmask(int how, const sigset_t *__restrict set, sigset_t *__restrict old);
int pthread_kill(pthread_t thread, int sig);
int sigsuspend(const sigset_t *mask);
int sigpending(sigset_t *set);
int sigwait(const sigset_t *__restrict set, int *__restrict sig);
void psignal(int sig, const char *s);
void psiginfo(const siginfo_t *info, const char *s);
struct timespec;
int sigwaitinfo(const sigset_t *__restrict set, siginfo_t *__restrict info);
int sigtimedwait(const sigset_t *__restrict set, siginfo_t *__restrict info, const struct timespec *__restrict timeout);
int sigqueue(pid_t pid, int sig, const union sigval value);
int killpg(pid_t pgrp, int sig);
int sigaltstack(const stack_t *__restrict ss, stack_t *__restrict old);
int siginterrupt(int sig, int flag);
int sighold(int sig);
int sigrelse(int sig);
int sigignore(int sig);
int sigpause(int sig);
__sighandler_t sigset(int sig, __sighandler_t disp);

__DIVM_END_DECLS
#endif
