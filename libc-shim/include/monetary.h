/* monetary.h -- strfmon (libc-shim/src/strfmon.c) in the only locale,
 * C/POSIX, which has no currency symbol and no grouping. */
#ifndef _DIVM_MONETARY_H
#define _DIVM_MONETARY_H
#include <bits/cdefs.h>
#include <bits/locale_t.h>
#include <sys/types.h>
__DIVM_BEGIN_DECLS

ssize_t strfmon(char *__restrict s, size_t maxsize, const char *__restrict format, ...);
ssize_t strfmon_l(char *__restrict s, size_t maxsize, locale_t loc, const char *__restrict format, ...);

__DIVM_END_DECLS
#endif
