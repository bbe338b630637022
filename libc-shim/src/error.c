/* error.c -- GNU's error and error_at_line (error.h), written as err.c
 * writes BSD's: the program's name is "prog". */
#include <error.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* errno.h's GNU names for argv[0], which is "prog" (dios/boot.c). */
static char prog_name[] = "prog";
char *program_invocation_name = prog_name;
char *program_invocation_short_name = prog_name;

unsigned int error_message_count;
int error_one_per_line;
void (*error_print_progname)(void);

/* The message after its prefix: the text, strerror(errnum) when nonzero,
 * a newline; then the count, and exit for a nonzero status. */
static void finish(int status, int errnum, const char *fmt, va_list ap) {
    vfprintf(stderr, fmt, ap);
    if (errnum)
        fprintf(stderr, ": %s", strerror(errnum));
    fputc('\n', stderr);
    fflush(stderr);
    error_message_count++;
    if (status)
        exit(status);
}

/* "prog" and `sep` (glibc: ": ", or ":" before a file name). */
static void prefix(const char *sep) {
    fflush(stdout);
    if (error_print_progname) {
        error_print_progname();
    } else {
        fputs("prog", stderr);
        fputs(sep, stderr);
    }
}

void error(int status, int errnum, const char *fmt, ...) {
    va_list ap;
    prefix(": ");
    va_start(ap, fmt);
    finish(status, errnum, fmt, ap);
    va_end(ap);
}

void error_at_line(int status, int errnum, const char *file, unsigned int line, const char *fmt, ...) {
    static const char *last_file;
    static unsigned int last_line;
    if (error_one_per_line && last_file && line == last_line && (file == last_file || strcmp(file, last_file) == 0))
        return;
    last_file = file;
    last_line = line;
    va_list ap;
    prefix(":");
    fprintf(stderr, "%s:%u: ", file, line);
    va_start(ap, fmt);
    finish(status, errnum, fmt, ap);
    va_end(ap);
}
