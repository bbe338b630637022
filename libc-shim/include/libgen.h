/* libgen.h -- POSIX basename and dirname (they may modify their argument
 * and return it or a static string). */
#ifndef _DIVM_LIBGEN_H
#define _DIVM_LIBGEN_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS
char *basename(char *path);
char *dirname(char *path);
__DIVM_END_DECLS
#endif
