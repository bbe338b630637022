/* perror.c -- perror and psignal: a description (strerror.c) on stderr. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

void perror(const char *s) {
    const char *m = strerror(errno);
    if (s && *s)
        fprintf(stderr, "%s: %s\n", s, m);
    else
        fprintf(stderr, "%s\n", m);
}

void psignal(int sig, const char *s) {
    if (s && *s)
        fprintf(stderr, "%s: %s\n", s, strsignal(sig));
    else
        fprintf(stderr, "%s\n", strsignal(sig));
}

/* The signal's description, as psignal (glibc also names the sender). */
void psiginfo(const siginfo_t *info, const char *s) { psignal(info->si_signo, s); }
