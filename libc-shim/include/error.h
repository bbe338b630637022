/* error.h -- GNU error messages: "prog: message: strerror(errnum)" on
 * stderr after flushing stdout; a nonzero status then exits with it. */
#ifndef _DIVM_ERROR_H
#define _DIVM_ERROR_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS
void error(int status, int errnum, const char *fmt, ...) __divm_printf(3, 4);
void error_at_line(int status, int errnum, const char *file, unsigned int line, const char *fmt, ...) __divm_printf(5, 6);
/* Messages printed so far. */
extern unsigned int error_message_count;
/* Nonzero: error_at_line prints a file and line only once in a row. */
extern int error_one_per_line;
/* Nonzero: called instead of printing the program's name. */
extern void (*error_print_progname)(void);
__DIVM_END_DECLS
#endif
