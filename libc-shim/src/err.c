/* err.c -- BSD's err/warn family: "prog: " then the message, then ": " and
 * strerror(errno) for the non-x variants, on stderr. */
#include <err.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void say(int with_errno, const char *fmt, va_list ap) {
    int e = errno;
    fputs("prog: ", stderr);
    if (fmt) {
        vfprintf(stderr, fmt, ap);
        if (with_errno)
            fputs(": ", stderr);
    }
    if (with_errno)
        fputs(strerror(e), stderr);
    fputc('\n', stderr);
}

void vwarn(const char *fmt, va_list ap) { say(1, fmt, ap); }
void vwarnx(const char *fmt, va_list ap) { say(0, fmt, ap); }

void verr(int status, const char *fmt, va_list ap) {
    say(1, fmt, ap);
    exit(status);
}

void verrx(int status, const char *fmt, va_list ap) {
    say(0, fmt, ap);
    exit(status);
}

void warn(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vwarn(fmt, ap);
    va_end(ap);
}

void warnx(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vwarnx(fmt, ap);
    va_end(ap);
}

void err(int status, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    verr(status, fmt, ap);
}

void errx(int status, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    verrx(status, fmt, ap);
}
