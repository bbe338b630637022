/* glob.h -- pathname expansion (POSIX; glibc's flag and error values). */
#ifndef _DIVM_GLOB_H
#define _DIVM_GLOB_H
#include <bits/cdefs.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS

typedef struct {
    size_t gl_pathc; /* paths matched */
    char **gl_pathv; /* gl_offs NULLs, the paths, then NULL */
    size_t gl_offs;  /* slots reserved at the start (GLOB_DOOFFS) */
    int gl_flags;
} glob_t;

#define GLOB_ERR (1 << 0)
#define GLOB_MARK (1 << 1)
#define GLOB_NOSORT (1 << 2)
#define GLOB_DOOFFS (1 << 3)
#define GLOB_NOCHECK (1 << 4)
#define GLOB_APPEND (1 << 5)
#define GLOB_NOESCAPE (1 << 6)
#define GLOB_PERIOD (1 << 7)

#define GLOB_NOSPACE 1
#define GLOB_ABORTED 2
#define GLOB_NOMATCH 3
#define GLOB_NOSYS 4

int glob(const char *__restrict pattern, int flags, int (*errfunc)(const char *path, int err), glob_t *__restrict g);
void globfree(glob_t *g);

/* The large-file names: off_t is already 64 bits. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define glob64_t glob_t
#define glob64 glob
#define globfree64 globfree
#endif

__DIVM_END_DECLS
#endif
