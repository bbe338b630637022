/* err.h -- BSD error messages: "prog: message: strerror(errno)" on stderr;
 * err and errx then exit with the given status. */
#ifndef _DIVM_ERR_H
#define _DIVM_ERR_H
#include <bits/cdefs.h>
#define __need_va_list
#include <stdarg.h>
__DIVM_BEGIN_DECLS
void warn(const char *fmt, ...) __divm_printf(1, 2);
void vwarn(const char *fmt, va_list ap) __divm_printf(1, 0);
void warnx(const char *fmt, ...) __divm_printf(1, 2);
void vwarnx(const char *fmt, va_list ap) __divm_printf(1, 0);
__divm_noreturn void err(int status, const char *fmt, ...) __divm_printf(2, 3);
__divm_noreturn void verr(int status, const char *fmt, va_list ap) __divm_printf(2, 0);
__divm_noreturn void errx(int status, const char *fmt, ...) __divm_printf(2, 3);
__divm_noreturn void verrx(int status, const char *fmt, va_list ap) __divm_printf(2, 0);
__DIVM_END_DECLS
#endif
