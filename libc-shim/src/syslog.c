/* syslog.c -- no system logger: a message passing the mask is written to
 * stderr with LOG_PERROR ("ident: message", as glibc writes it there,
 * "ident[pid]: " with LOG_PID) and otherwise dropped; %m works as in
 * printf. */
#include <stdarg.h>
#include <stdio.h>
#include <syslog.h>
#include <unistd.h>

static const char *log_ident;
static int log_option, log_mask = 0xff;

void openlog(const char *ident, int option, int facility) {
    (void)facility;
    log_ident = ident;
    log_option = option;
}

void closelog(void) {
    log_ident = NULL;
    log_option = 0;
}

int setlogmask(int mask) {
    int old = log_mask;
    if (mask)
        log_mask = mask;
    return old;
}

void vsyslog(int priority, const char *fmt, va_list ap) {
    if (!(log_mask & LOG_MASK(LOG_PRI(priority))) || !(log_option & LOG_PERROR))
        return;
    if (log_ident && (log_option & LOG_PID))
        fprintf(stderr, "%s[%d]: ", log_ident, (int)getpid());
    else if (log_ident)
        fprintf(stderr, "%s: ", log_ident);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

void syslog(int priority, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsyslog(priority, fmt, ap);
    va_end(ap);
}
