/* libgen.h -- POSIX basename and dirname (they may modify their argument
 * and return it or a static string). */
#ifndef _DIVM_LIBGEN_H
#define _DIVM_LIBGEN_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS
/* As glibc's: the POSIX basename under this name, and `basename` a macro
 * for it, so that it wins over string.h's GNU basename (_GNU_SOURCE). */
char *__xpg_basename(char *path);
char *dirname(char *path);
#define basename __xpg_basename
__DIVM_END_DECLS
#endif
