/* fnmatch.h -- shell wildcard matching (POSIX, with glibc's flag values
 * and GNU extensions FNM_CASEFOLD and FNM_LEADING_DIR). */
#ifndef _DIVM_FNMATCH_H
#define _DIVM_FNMATCH_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

#define FNM_PATHNAME (1 << 0)
#define FNM_NOESCAPE (1 << 1)
#define FNM_PERIOD (1 << 2)
#define FNM_FILE_NAME FNM_PATHNAME
#define FNM_LEADING_DIR (1 << 3)
#define FNM_CASEFOLD (1 << 4)
#define FNM_NOMATCH 1
#define FNM_NOSYS (-1)

int fnmatch(const char *pattern, const char *string, int flags);

__DIVM_END_DECLS
#endif
