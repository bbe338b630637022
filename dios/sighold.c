/* sighold.c -- the obsolescent System V signal calls (XSI): sighold,
 * sigrelse, sigignore, sigpause and sigset, on top of signal.c's. */
#include "dios.h"
#include <errno.h>
#include <signal.h>
#include <stddef.h>

static int mask_one(int how, int sig) {
    sigset_t set;
    sigemptyset(&set);
    if (sigaddset(&set, sig))
        return -1; /* EINVAL */
    return sigprocmask(how, &set, NULL);
}

int sighold(int sig) { return mask_one(SIG_BLOCK, sig); }
int sigrelse(int sig) { return mask_one(SIG_UNBLOCK, sig); }
int sigignore(int sig) { return signal(sig, SIG_IGN) == SIG_ERR ? -1 : 0; }

/* sigsuspend with the current mask less sig. */
int sigpause(int sig) {
    sigset_t set;
    sigprocmask(SIG_BLOCK, NULL, &set);
    if (sigdelset(&set, sig))
        return -1;
    return sigsuspend(&set);
}

/* SIG_HOLD blocks the signal; another disposition is installed and the
 * signal unblocked. Returns SIG_HOLD if the signal was blocked before,
 * else the previous disposition. */
__sighandler_t sigset(int sig, __sighandler_t disp) {
    struct sigaction old;
    if (sig == SIGKILL || sig == SIGSTOP || sigaction(sig, NULL, &old))
        return errno = EINVAL, SIG_ERR;
    int held = __dios_blocked(sig);
    if (disp == SIG_HOLD) {
        mask_one(SIG_BLOCK, sig);
    } else {
        if (signal(sig, disp) == SIG_ERR)
            return SIG_ERR;
        mask_one(SIG_UNBLOCK, sig);
    }
    return held ? SIG_HOLD : old.sa_handler;
}
